import styled from '@emotion/styled';

/** Label and value pairs: side by side on wider screens, stacked on a phone. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  margin: 0;
  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  ${({ theme }) => theme.mq.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: 0;
    dd + dt {
      margin-top: ${({ theme }) => theme.space[2]};
    }
  }
`;
