import styled from '@emotion/styled';

export const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.color.backdrop};
  /* A full-screen viewer shows media with white controls: the page behind all but fades out. */
  &[data-size='fullscreen'] {
    padding: 0;
    background: rgba(8, 10, 20, 0.94);
  }
`;

export const Panel = styled.div`
  position: relative;
  max-width: min(640px, 100%);
  width: 100%;
  max-height: calc(100vh - 2rem);
  overflow: auto;
  padding: ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow.dialog};
  &:focus {
    outline: none;
  }
  &[data-size='large'] {
    max-width: min(960px, 100%);
  }
  &[data-size='fullscreen'] {
    max-width: none;
    max-height: none;
    height: 100%;
    border-radius: 0;
    background: transparent;
    box-shadow: none;
    color: #fff;
    display: flex;
    align-items: center;
    justify-content: center;
  }
`;

export const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding-right: 48px;
  font-size: ${({ theme }) => theme.fontSize.lg};
`;

export const CloseSlot = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space[2]};
  right: ${({ theme }) => theme.space[2]};
  z-index: 1;
`;

export const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space[6]} ${theme.space[4]}`};
  text-align: center;
  color: ${({ theme }) => theme.color.textMuted};
`;
