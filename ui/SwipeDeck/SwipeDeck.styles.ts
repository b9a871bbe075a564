import styled from '@emotion/styled';

export const Root = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[5]};
  min-height: calc(100vh - 65px);
  padding: ${({ theme }) => `${theme.space[7]} ${theme.space[4]}`};
  background: ${({ theme }) => theme.color.projectsBackground};
  color: #fff;
  overflow: hidden;
`;

export const Heading = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.xxl};
  font-weight: 800;
  letter-spacing: 0.02em;
`;

export const Stack = styled.div`
  position: relative;
  width: min(300px, 80vw);
  aspect-ratio: 3 / 4;
  touch-action: pan-y;
  border-radius: ${({ theme }) => theme.radius.lg};
  &:focus-visible {
    outline: 3px solid #fff;
    outline-offset: 6px;
  }
`;

export const Card = styled.div`
  position: absolute;
  inset: 0;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: linear-gradient(160deg, #ffffff 0%, #efe6ff 100%);
  box-shadow: ${({ theme }) => theme.shadow.deck};
  transition: ${({ theme }) => theme.transition('slow', 'transform', 'opacity')};
  user-select: none;
  &[data-top='true'] {
    cursor: grab;
  }
  &[data-dragging='true'] {
    cursor: grabbing;
    transition: none;
  }
  ${({ theme }) => theme.mq.reducedMotion} {
    transition: none;
  }
`;

export const Empty = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[4]};
  border: 2px dashed rgba(255, 255, 255, 0.6);
  border-radius: ${({ theme }) => theme.radius.lg};
  text-align: center;
  padding: ${({ theme }) => theme.space[4]};
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.lg};
    font-weight: 700;
  }
`;

export const Controls = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  button {
    color: #fff;
    border: 2px solid rgba(255, 255, 255, 0.85);
  }
  button:hover:not(:disabled) {
    background: rgba(255, 255, 255, 0.16);
  }
  button:disabled {
    opacity: 0.45;
    cursor: not-allowed;
  }
  button:focus-visible {
    outline-color: #fff;
  }
`;

export const Status = styled.p`
  margin: 0;
  min-width: 7rem;
  text-align: center;
  font-weight: 600;
`;

export const Hint = styled.p`
  margin: 0;
  max-width: 32rem;
  text-align: center;
  font-size: ${({ theme }) => theme.fontSize.sm};
  opacity: 0.9;
`;

export const Restart = styled.button`
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[5]}`};
  border: 2px solid #fff;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: #fff;
  color: ${({ theme }) => theme.color.projectsBackground};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  &:focus-visible {
    outline-color: #fff;
  }
`;
