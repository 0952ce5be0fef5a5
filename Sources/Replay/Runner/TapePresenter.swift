import Screens

/// Shows a tape as it plays, in real time: `mamsim replay --live` passes one drawing on the
/// terminal; headless runs pass none and never sleep.
public protocol TapePresenter: AnyObject {
  /// Draws the app as it is now.
  func show(_ app: MamsimApp)
  /// Lets `duration` of the tape's time pass for the viewer (scaled to the replay's speed);
  /// returns false when the viewer asked to stop.
  func pause(_ duration: Duration) -> Bool
}
