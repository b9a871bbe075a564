import { useId, type HTMLAttributes } from 'react';
import { SkillIcon, type SkillIconName } from './SkillIcon';
import { Badge, Grid, Heading, Root } from './Skills.styles';

export type Skill = {
  /** Name shown on the badge. */
  name: string;
  /** Which drawn mark to show. */
  icon: SkillIconName;
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
            <SkillIcon name={skill.icon} />
            <span>{skill.name}</span>
          </Badge>
        ))}
      </Grid>
    </Root>
  );
}
