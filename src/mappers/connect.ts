/**
 * The Connect page's copy (the connectPage document) -> ConnectPage's props. Pure, with
 * fallbacks: a feature without a heading is left out, a screenshot naming a screen the ui does
 * not draw is dropped.
 */
import { isAppScreen, type ConnectFeature, type ConnectScreen } from '../../ui';

/** The connectPage document as the Connect page's query selects it. */
export type ConnectPageNode = NonNullable<Queries.ConnectPageQuery['sanityConnectPage']>;

const text = (value: string | null | undefined): string | undefined => value?.trim() || undefined;

const texts = (values: readonly (string | null)[] | null | undefined): string[] =>
  (values ?? []).flatMap((value) => (value?.trim() ? [value.trim()] : []));

export type ConnectCopy = {
  description: string[];
  /** The page's meta description. */
  seoDescription?: string;
  codeUrl?: string;
  features: ConnectFeature[];
};

export function toConnectCopy(node: ConnectPageNode | null | undefined): ConnectCopy {
  const features = (node?.features ?? []).flatMap((feature, index): ConnectFeature[] => {
    const heading = text(feature?.heading);
    if (!feature || !heading) return [];
    const screenshots = (feature.screenshots ?? []).flatMap((shot): ConnectScreen[] => {
      const screen = text(shot?.screen);
      return screen && isAppScreen(screen)
        ? [{ screen, label: text(shot?.label) ?? `The ${screen} screen of Connect` }]
        : [];
    });
    return [
      {
        id: text(feature.key) ?? `feature-${index + 1}`,
        heading,
        paragraphs: texts(feature.paragraphs),
        screenshots,
      },
    ];
  });
  const description = texts(node?.description);
  const seoDescription = text(node?.seoDescription) ?? description[0];
  const codeUrl = text(node?.codeUrl);
  return {
    description,
    ...(seoDescription ? { seoDescription } : {}),
    ...(codeUrl ? { codeUrl } : {}),
    features,
  };
}
