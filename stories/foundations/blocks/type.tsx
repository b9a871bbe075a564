import styled from '@emotion/styled';
import { cssVar, fontSize, fontWeight, fonts, lineHeight, space, textStyle } from '../../../ui';
import { ModePanel, Mono } from './shared';

/** The line height each step is set with in the components. */
const stepLineHeight: Record<keyof typeof fontSize, keyof typeof lineHeight> = {
  display: 'display',
  xxl: 'heading',
  xl: 'heading',
  lg: 'snug',
  md: 'body',
  sm: 'body',
  xs: 'body',
};

const TypeRow = styled.div`
  display: grid;
  grid-template-columns: 11rem minmax(0, 1fr);
  gap: ${space[4]};
  align-items: baseline;
  padding-block: ${space[3]};
  border-top: 1px solid var(${cssVar('border')});
`;

const TypeMeta = styled.div`
  font-size: ${fontSize.xs};
  line-height: ${lineHeight.body};
  color: var(${cssVar('textMuted')});
`;

/** The type scale in the self-hosted fonts, each step with its size and line height. */
export function TypeScale() {
  const steps = Object.keys(fontSize) as (keyof typeof fontSize)[];
  return (
    <ModePanel>
      {steps.map((step) => {
        const lh = stepLineHeight[step];
        return (
          <TypeRow key={step}>
            <TypeMeta>
              <strong>fontSize.{step}</strong>
              <br />
              <Mono>{fontSize[step]}</Mono>
              <br />
              lineHeight.{lh} <Mono>{lineHeight[lh]}</Mono>
            </TypeMeta>
            <div
              style={{
                fontFamily: fonts.body,
                fontSize: fontSize[step],
                lineHeight: lineHeight[lh],
              }}
            >
              Inter: Building fast, accessible web apps
            </div>
          </TypeRow>
        );
      })}
      <TypeRow>
        <TypeMeta>
          <strong>fonts.mono</strong>
          <br />
          <Mono>fontSize.sm</Mono>
        </TypeMeta>
        <div style={{ fontFamily: fonts.mono, fontSize: fontSize.sm }}>
          const greet = (name: string) =&gt; `Hello, ${'{name}'}`;
        </div>
      </TypeRow>
      <TypeRow>
        <TypeMeta>
          <strong>fontWeight</strong>
        </TypeMeta>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: space[4] }}>
          {(Object.entries(fontWeight) as [string, number][]).map(([name, weight]) => (
            <span key={name} style={{ fontWeight: weight }}>
              {name} {weight}
            </span>
          ))}
        </div>
      </TypeRow>
    </ModePanel>
  );
}

/** The named text styles, each set in its own style, with its numbers and where it is for. */
export function TextStyles() {
  return (
    <ModePanel>
      {(Object.entries(textStyle) as [keyof typeof textStyle, TextStyle][]).map(([name, style]) => (
        <TypeRow key={name}>
          <TypeMeta>
            <strong>textStyle.{name}</strong>
            <br />
            <Mono>
              {style.fontSize} / {style.lineHeight} / {style.fontWeight}
            </Mono>
          </TypeMeta>
          <div>
            <div style={{ fontFamily: fonts.body, ...style }}>{textStyleSamples[name]}</div>
            <TypeMeta>{textStyleUse[name]}</TypeMeta>
          </div>
        </TypeRow>
      ))}
    </ModePanel>
  );
}

type TextStyle = (typeof textStyle)[keyof typeof textStyle];

const textStyleSamples: Record<keyof typeof textStyle, string> = {
  display: 'Building fast, accessible web apps',
  sectionTitle: 'Latest from the blog',
  title: 'Comments',
  cardTitle: 'Dockerizing a Node.js app without the bloat',
  body: 'I write about React, Node.js and shipping software that stays fast.',
  label: 'Send message',
  small: '12 May 2025 · 6 min read',
  tag: 'TypeScript',
};

/** Where each style is used; kept beside the samples so the page reads as guidance. */
const textStyleUse: Record<keyof typeof textStyle, string> = {
  display: 'Once per page, for its title: the landing hero, the blog banner.',
  sectionTitle: 'The heading of each page section (SectionHeading) and admin page titles.',
  title: 'Headings inside a section: dialog titles, the comments, an article’s h2.',
  cardTitle: 'Card titles (PostCard, project cards) and an article’s h3.',
  body: 'Running text, list items and form fields. The page default.',
  label: 'Button labels and form labels.',
  small: 'Dates, captions, helper and error text. Usually in the muted text colour.',
  tag: 'Chips, badges and counters: a word or two, never a sentence.',
};
