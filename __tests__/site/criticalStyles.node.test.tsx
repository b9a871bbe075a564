import { Global, css, keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { renderToStaticMarkup } from 'react-dom/server';
import { renderWithCriticalStyles } from '../../src/lib/criticalStyles';
import { renderInline } from '../../src/lib/renderInline';

/** Server rendering as gatsby-ssr does it: the body through renderInline, the CSS for <head>. */
const List = styled.ul`
  padding: 0;
  list-style: none;
`;
const Item = styled.li`
  color: rebeccapurple;
`;
const spin = keyframes`
  to { transform: rotate(1turn); }
`;
const Spinner = styled.span`
  animation: ${spin} 1s linear infinite;
`;
const Unused = styled.div`
  color: tomato;
`;

function Page() {
  return (
    <>
      <Global
        styles={css`
          body {
            margin: 0;
          }
        `}
      />
      <List>
        <Item>one</Item>
        <Item>two</Item>
        <Item>three</Item>
      </List>
      <Spinner />
    </>
  );
}

async function renderPage(element = <Page />) {
  const { html, styles } = await renderWithCriticalStyles(element, renderInline);
  const elements = styles.map((style) => {
    const [, mark, ids, text] = /^<style (data-css-[a-z]+)="([^"]*)">([\s\S]*)<\/style>$/.exec(
      renderToStaticMarkup(style),
    )!;
    return { mark, ids: ids ?? '', text: text ?? '' };
  });
  return { html, elements };
}

it('keeps <style> out of the body and puts each rule the page uses in the head once', async () => {
  const { html, elements } = await renderPage();
  expect(html).not.toContain('<style');
  expect(html).toMatch(/^<ul class="css-\w+[^"]*"><li class="css-\w+/);

  const head = elements.map((e) => e.text).join('');
  expect(head.match(/color:rebeccapurple/g)).toHaveLength(1);
  expect(head).toContain('list-style:none');
  expect(head).toMatch(/@keyframes animation-\w+\{to\{[^}]*transform:rotate\(1turn\);\}\}/);
  expect(head).toContain('body{margin:0;}');
  expect(head).not.toContain('tomato');
});

it('labels the elements the way the browser finds them (src/lib/styleMarks.ts)', async () => {
  const { html, elements } = await renderPage();
  // Global styles first, one element each.
  expect(elements).toHaveLength(2);
  const [globalStyle, componentStyle] = elements;
  expect(globalStyle?.mark).toBe('data-css-global');
  expect(globalStyle?.text).toBe('body{margin:0;}');
  // Then every class the HTML uses, and the keyframes, in one element listing their ids.
  expect(componentStyle?.mark).toBe('data-css-rules');
  const ids = componentStyle?.ids.split(' ') ?? [];
  const classes = new Set([...html.matchAll(/\bcss-([\w-]+)/g)].map((m) => m[1]));
  expect(classes.size).toBe(3);
  for (const id of classes) {
    expect(ids).toContain(id);
    expect(componentStyle?.text).toContain(`.css-${id}{`);
  }
  expect(ids.filter((id) => id.startsWith('animation-'))).toHaveLength(1);
  expect(ids).toHaveLength(4);
});

it('starts every page with an empty cache', async () => {
  await renderPage();
  const { html, elements } = await renderPage(<Unused>only this</Unused>);
  expect(html).toMatch(/^<div class="css-\w+[^"]*">only this<\/div>$/);
  expect(elements).toHaveLength(1);
  expect(elements[0]?.text).toContain('color:tomato');
  expect(elements[0]?.text).not.toContain('rebeccapurple');
});

it('writes no element for a page without styles', async () => {
  const { html, elements } = await renderPage(<p>plain</p>);
  expect(html).toBe('<p>plain</p>');
  expect(elements).toEqual([]);
});
