import { Island } from '../islands/Island.tsx';
import ZoomableImage, { type ZoomableImageProps } from './ZoomableImage.island.tsx';

/** A picture that opens enlarged in an overlay: the page's HTML, hydrated when the browser is idle. */
export function Zoomable(props: ZoomableImageProps) {
  return <Island name="ZoomableImage" component={ZoomableImage} props={props} hydrate="idle" messages={['common']} />;
}
