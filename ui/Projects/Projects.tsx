import { useId, type HTMLAttributes } from 'react';
import { Dialog, Link, VisuallyHidden } from '../primitives';
import {
  CardBody,
  CardButton,
  Grid,
  Heading,
  ModalActions,
  ModalMedia,
  ModalText,
  Root,
} from './Projects.styles';

export type Project = {
  /** Stable id. */
  id: string;
  /** Name shown on the card and as the modal's title. */
  title: string;
  /** Card and modal image URL (16:10); a card without one shows its text alone. */
  img?: string;
  /** Animated image shown in the modal instead of `img` when present. */
  gif?: string;
  /** Text alternative of the image. */
  imgAlt: string;
  /** Short description (card and modal). */
  description: string;
  /** Longer description, modal only. */
  detailDesc?: string;
  /** External link (source, store or live site); optional. */
  link?: string;
  /** Label of the external link: Link, Download APK, Visit or visit. @default 'Link' */
  linkText?: string;
  /** Internal route, e.g. /connect. */
  route?: string;
  /** Label of the internal route button, e.g. Read More. */
  routeText?: string;
};

export type ProjectsProps = Omit<HTMLAttributes<HTMLElement>, 'children'> & {
  /** The cards, in order. */
  projects: Project[];
  /** Id of the project whose modal is open; null when closed. */
  openId: string | null;
  /** Called when a card is pressed ({ id }) or the modal closes ({ id: null }). */
  onOpenChange: (change: { id: string | null }) => void;
  /** Section heading. @default 'Projects' */
  heading?: string;
  /** Loading of the card images; they are below the fold on the page. @default 'lazy' */
  imageLoading?: 'lazy' | 'eager';
};

/** Projects: cards (3 columns wide) that open a modal with image, text and links. */
export function Projects({
  projects,
  openId,
  onOpenChange,
  heading = 'Projects',
  imageLoading = 'lazy',
  ...rest
}: ProjectsProps) {
  const titleId = useId();
  const open = projects.find((p) => p.id === openId) ?? null;
  return (
    <Root id="projects" aria-labelledby={titleId} {...rest}>
      <Heading id={titleId}>{heading}</Heading>
      <Grid>
        {projects.map((project) => (
          <li key={project.id}>
            <CardButton
              type="button"
              aria-haspopup="dialog"
              onClick={() => onOpenChange({ id: project.id })}
            >
              {project.img && (
                <img
                  src={project.img}
                  alt=""
                  width={480}
                  height={300}
                  loading={imageLoading}
                  decoding="async"
                />
              )}
              <CardBody>
                <strong>{project.title}</strong>
                <span>{project.description}</span>
              </CardBody>
            </CardButton>
          </li>
        ))}
      </Grid>
      <Dialog
        open={open !== null}
        onClose={() => onOpenChange({ id: null })}
        title={open?.title}
        closeLabel="Close project"
        size="large"
      >
        {open && (
          <>
            {(open.gif ?? open.img) && (
              <ModalMedia src={open.gif ?? open.img} alt={open.imgAlt} width={960} height={600} />
            )}
            <ModalText>
              <p>{open.description}</p>
              {open.detailDesc && <p>{open.detailDesc}</p>}
            </ModalText>
            <ModalActions>
              {open.link && (
                <a href={open.link} target="_blank" rel="noreferrer">
                  {open.linkText ?? 'Link'}
                </a>
              )}
              {open.route && (
                <Link href={open.route}>
                  {open.routeText ?? 'Read More'}
                  <VisuallyHidden> about {open.title}</VisuallyHidden>
                </Link>
              )}
            </ModalActions>
          </>
        )}
      </Dialog>
    </Root>
  );
}
