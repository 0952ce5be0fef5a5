import Screens

/// The screens of a GIF or video recording as the tape plays: each distinct screen with the
/// virtual time it appears at (in microseconds), drawn into pixels only when the file is written.
///
/// Keeping cells rather than pixels keeps the recording cheap while the tape plays and the
/// recorder a plain value; `RasterTimeline` then times the frames for the file's settings.
public struct RasterRecording: Sendable {
  /// A screen and when it appears.
  struct Frame: Sendable {
    /// The screen.
    var screen: CellBuffer
    /// When it appears, in microseconds from the start.
    var time: Int64
  }

  /// Terminal width in cells.
  public let width: Int
  /// Terminal height in cells.
  public let height: Int
  /// The screens recorded, in order, each different from the one before.
  private(set) var frames: [Frame] = []
  /// The latest time noted, in microseconds (at least the last frame's).
  private(set) var lastTime: Int64 = 0

  /// An empty recording of a `width` × `height` terminal.
  public init(width: Int, height: Int) {
    self.width = max(1, width)
    self.height = max(1, height)
  }

  /// The number of distinct screens recorded.
  public var frameCount: Int { frames.count }

  /// Records `screen` as shown from `elapsed` on; a screen equal to the last one only notes that
  /// the recording lasts at least until then. Times never go backwards.
  public mutating func frame(_ screen: CellBuffer, at elapsed: Duration) {
    let time = max(RasterTimeline.microseconds(elapsed), lastTime)
    lastTime = time
    guard screen.width == width, screen.height == height else { return }
    if let last = frames.last, last.screen == screen { return }
    frames.append(Frame(screen: screen, time: time))
  }
}
