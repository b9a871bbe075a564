import { useId, type HTMLAttributes } from 'react';
import { Button, Dialog } from '../primitives';
import {
  Actions,
  Bio,
  Document,
  DownloadLink,
  Fallback,
  Heading,
  Root,
  Stack,
} from './About.styles';

export type AboutProps = Omit<HTMLAttributes<HTMLElement>, 'children'> & {
  /** Section heading. @default 'About Me' */
  heading?: string;
  /** Bio paragraphs. */
  bio: string[];
  /** The tech stack line, e.g. "React, Node.js, TypeScript, …"; without one, no line. */
  techStack?: string;
  /**
   * URL of the résumé PDF (embedded in the modal and offered for download); without one the
   * section has no résumé buttons.
   */
  resumeUrl?: string;
  /** File name suggested when downloading. @default 'resume.pdf' */
  resumeFileName?: string;
  /** Whose résumé it is; names the modal and the embedded document. */
  ownerName: string;
  /** Whether the résumé modal is open. */
  resumeOpen: boolean;
  /** Called when 'View Resume' or the modal asks to open or close. */
  onResumeOpenChange: (change: { open: boolean }) => void;
};

/**
 * About: bio, tech stack, 'View Resume' (a modal embedding the PDF, loaded only while open)
 * and 'Download Resume'. The tech stack and the résumé are optional.
 */
export function About({
  heading = 'About Me',
  bio,
  techStack,
  resumeUrl,
  resumeFileName = 'resume.pdf',
  ownerName,
  resumeOpen,
  onResumeOpenChange,
  ...rest
}: AboutProps) {
  const titleId = useId();
  return (
    <Root id="about" aria-labelledby={titleId} {...rest}>
      <Heading id={titleId}>{heading}</Heading>
      <Bio>
        {bio.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </Bio>
      {techStack && (
        <Stack>
          <strong>Tech stack:</strong> {techStack}
        </Stack>
      )}
      {resumeUrl && (
        <>
          <Actions>
            <Button type="button" onClick={() => onResumeOpenChange({ open: true })}>
              View Resume
            </Button>
            <DownloadLink href={resumeUrl} download={resumeFileName}>
              Download Resume
            </DownloadLink>
          </Actions>
          <Dialog
            open={resumeOpen}
            onClose={() => onResumeOpenChange({ open: false })}
            title={`Resume: ${ownerName}`}
            closeLabel="Close resume"
            size="large"
          >
            <Document src={resumeUrl} title={`Resume of ${ownerName} (PDF)`} />
            <Fallback>
              Cannot see the document?{' '}
              <a href={resumeUrl} target="_blank" rel="noreferrer">
                Open the PDF in a new tab
              </a>
              .
            </Fallback>
          </Dialog>
        </>
      )}
    </Root>
  );
}
