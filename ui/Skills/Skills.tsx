import { useId, type HTMLAttributes } from 'react';
import type { Brand } from '../icons/brands';
import { SkillIcon } from './SkillIcon';
import { Badge, Grid, Heading, Root } from './Skills.styles';

export type Skill = {
  /** Name shown on the badge. */
  name: string;
  /**
   * The brand mark to show (a `Brand`: title, colour and its drawing or sprite reference);
   * without one the badge shows the name alone.
   */
  mark?: Brand;
};

export type SkillsProps = Omit<HTMLAttributes<HTMLElement>, 'children'> & {
  /** The badges, in display order. */
  skills: Skill[];
  /** Section heading. @default 'MY TECH SKILLS' */
  heading?: string;
};

/** MY TECH SKILLS (anchor #skills): badges with an icon and a name, 3 columns, 5 on large. */
export function Skills({ skills, heading = 'MY TECH SKILLS', ...rest }: SkillsProps) {
  const titleId = useId();
  return (
    <Root id="skills" aria-labelledby={titleId} {...rest}>
      <Heading id={titleId}>{heading}</Heading>
      <Grid>
        {skills.map((skill) => (
          <Badge key={skill.name}>
            {skill.mark && <SkillIcon mark={skill.mark} />}
            <span>{skill.name}</span>
          </Badge>
        ))}
      </Grid>
    </Root>
  );
}
