import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CategoryFilter } from '../ui';
import { categories } from './fixtures/blog';

function Harness(props: React.ComponentProps<typeof CategoryFilter>) {
  const [value, setValue] = useState(props.value);
  return (
    <CategoryFilter
      {...props}
      value={value}
      onChange={(change) => {
        props.onChange(change);
        setValue(change.value);
      }}
    />
  );
}

const meta = {
  title: 'Blog/CategoryFilter',
  component: CategoryFilter,
  render: (args) => <Harness {...args} />,
  args: { categories, value: 'all', onChange: fn() },
} satisfies Meta<typeof CategoryFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The buttons wrap onto more rows on a phone. */
export const AllSelected: Story = { tags: ['responsive'] };

export const CategorySelected: Story = { args: { value: 'react' } };

/** Choosing a category presses it and reports its value. */
export const ChooseCategory: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'All' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Databases' }));
    await expect(args.onChange).toHaveBeenCalledWith({ value: 'databases' });
    await expect(canvas.getByRole('button', { name: 'Databases' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'All' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};
