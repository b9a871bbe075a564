export { SwipeDeck, type SwipeCard, type SwipeDeckProps } from './SwipeDeck';
export { useSwipe, type SwipeDirection } from './useSwipe';
