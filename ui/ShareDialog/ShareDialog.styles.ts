import styled from '@emotion/styled';

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  label {
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
  input {
    width: 100%;
    min-height: 44px;
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surfaceRaised};
    color: ${({ theme }) => theme.color.text};
    font: inherit;
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

export const ErrorLine = styled.p`
  margin: ${({ theme }) => `${theme.space[3]} 0 0`};
  color: ${({ theme }) => theme.color.danger};
  font-weight: 600;
  &:empty {
    display: none;
  }
`;
