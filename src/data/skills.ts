import type { Skill } from '../../ui';

/** The 24 tech skills, in the spec's order. */
export const skills: Skill[] = [
  { name: 'React', icon: 'react' },
  { name: '.NET', icon: 'dotnet' },
  { name: 'Node.js', icon: 'node' },
  { name: 'Express', icon: 'express' },
  { name: 'Next.js', icon: 'next' },
  { name: 'Vite', icon: 'vite' },
  { name: 'C#', icon: 'csharp' },
  { name: 'TypeScript', icon: 'typescript' },
  { name: 'Tailwind CSS', icon: 'tailwind' },
  { name: 'MongoDB', icon: 'mongodb' },
  { name: 'JavaScript', icon: 'javascript' },
  { name: 'C++', icon: 'cpp' },
  { name: 'Python', icon: 'python' },
  { name: 'MySQL', icon: 'mysql' },
  { name: 'PostgreSQL', icon: 'postgresql' },
  { name: 'SQLite', icon: 'sqlite' },
  { name: 'Sequelize', icon: 'sequelize' },
  { name: 'Bash', icon: 'bash' },
  { name: 'Firebase', icon: 'firebase' },
  { name: 'Android', icon: 'android' },
  { name: 'Linux | Ubuntu', icon: 'linux' },
  { name: 'NGINX', icon: 'nginx' },
  { name: 'Apache Server', icon: 'apache' },
  { name: 'Figma', icon: 'figma' },
];
