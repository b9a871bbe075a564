import { Tech } from './ConnectPage.styles';
import { defaultConnectImage, type RenderConnectImage, type Technology } from './types';

export type TechGridProps = {
  /** Technologies, each a logo and a name. */
  technologies: Technology[];
  /** Image renderer. @default a plain `<img>` */
  renderImage?: RenderConnectImage;
};

/** A grid of technology logos with their names; as many columns as fit without clipping. */
export function TechGrid({ technologies, renderImage = defaultConnectImage }: TechGridProps) {
  return (
    <Tech aria-label="Built with">
      {technologies.map((tech) => (
        <li key={tech.name}>
          {renderImage({ ...tech.logo, alt: '' }, { priority: false })}
          <span>{tech.name}</span>
        </li>
      ))}
    </Tech>
  );
}
