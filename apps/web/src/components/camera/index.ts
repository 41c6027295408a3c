export {
  CAMERA_CONSTRAINTS,
  CameraAccessError,
  cameraErrorOf,
  captureJpeg,
  openCamera,
  PHOTO_JPEG_QUALITY,
  stopStream,
  type TCameraError,
} from './camera';
export { CameraCaptureDialog, type TCameraCaptureDialogProps } from './CameraCaptureDialog';
export { useCamera } from './useCamera';
