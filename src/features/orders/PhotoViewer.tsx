import { ImageViewer } from 'antd-mobile';

export type PhotoViewerProps = { images: string[]; defaultIndex: number; onClose: () => void };

/** The photos full screen, swipeable: antd-mobile's viewer, with the motion code it brings (OrderPhotos.tsx). */
export function PhotoViewer({ images, defaultIndex, onClose }: PhotoViewerProps) {
  return <ImageViewer.Multi images={images} defaultIndex={defaultIndex} visible onClose={onClose} />;
}
