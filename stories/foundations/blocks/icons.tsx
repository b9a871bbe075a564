import styled from '@emotion/styled';
import type { ComponentType } from 'react';
import {
  BrandMark,
  ChevronLeftIcon,
  ChevronRightIcon,
  CloseIcon,
  GitHubIcon,
  HashIcon,
  InstagramIcon,
  LinkedInIcon,
  LinkIcon,
  MailIcon,
  MediumIcon,
  SearchIcon,
  MenuIcon,
  MoonIcon,
  RssIcon,
  SunIcon,
  TwitterIcon,
  cssVar,
  fontSize,
  lineHeight,
  csharpMark,
  socialBrands,
  space,
  type Brand,
} from '../../../ui';
import { skillMarks } from '../../fixtures/skillMarks';
import { MODES, ModePanel, SideBySide } from './shared';

const uiIcons: [string, ComponentType<{ size?: number }>][] = [
  ['SunIcon', SunIcon],
  ['MoonIcon', MoonIcon],
  ['MenuIcon', MenuIcon],
  ['CloseIcon', CloseIcon],
  ['ChevronLeftIcon', ChevronLeftIcon],
  ['ChevronRightIcon', ChevronRightIcon],
  ['MailIcon', MailIcon],
  ['RssIcon', RssIcon],
  ['GitHubIcon', GitHubIcon],
  ['LinkedInIcon', LinkedInIcon],
  ['InstagramIcon', InstagramIcon],
  ['TwitterIcon', TwitterIcon],
  ['MediumIcon', MediumIcon],
  ['SearchIcon', SearchIcon],
  ['HashIcon', HashIcon],
  ['LinkIcon', LinkIcon],
];

const IconGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(8.5rem, 1fr));
  gap: ${space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const IconCell = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space[2]};
  padding: ${space[3]} ${space[1]};
  border-radius: 8px;
  background: var(${cssVar('surface')});
  font-size: ${fontSize.xs};
  line-height: ${lineHeight.snug};
  text-align: center;
  overflow-wrap: anywhere;
`;

/** The ui icons, drawn in the current text colour, in both modes. */
export function UiIcons() {
  return (
    <SideBySide>
      {MODES.map((mode) => (
        <ModePanel key={mode} mode={mode}>
          <IconGrid>
            {uiIcons.map(([name, Icon]) => (
              <IconCell key={name}>
                <Icon size={28} />
                {name}
              </IconCell>
            ))}
          </IconGrid>
        </ModePanel>
      ))}
    </SideBySide>
  );
}

/** A set of brand marks in their own colours (as the Skills badges draw them), in both modes. */
export function BrandMarks({ set }: { set: 'social' | 'skills' }) {
  const brands: [string, Brand][] = Object.entries(
    set === 'social' ? socialBrands : { ...skillMarks, csharp: csharpMark },
  );
  return (
    <SideBySide>
      {MODES.map((mode) => (
        <ModePanel key={mode} mode={mode}>
          <IconGrid>
            {brands.map(([key, brand]) => (
              <IconCell key={key}>
                <BrandMark brand={brand} size={32} colored />
                {key}
              </IconCell>
            ))}
          </IconGrid>
        </ModePanel>
      ))}
    </SideBySide>
  );
}
