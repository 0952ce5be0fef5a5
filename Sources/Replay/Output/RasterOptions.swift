/// How a tape's screens become pixels and frames in GIF, PNG and video recordings, from the
/// tape's `Set FontSize`, `Set Padding`, `Set Framerate`, `Set PlaybackSpeed`, `Set LoopOffset`
/// and `Set Loop` (VHS's defaults when a setting is absent).
public struct RasterOptions: Equatable, Hashable, Sendable {
  /// The font size in pixels (VHS's default, 22).
  public var fontSize: Int = 22
  /// The margin around the terminal in pixels, in the terminal's background colour (60).
  public var padding: Int = 60
  /// The most frames per second (50); a GIF never has more than 50, the most its centisecond
  /// delays and its players keep to.
  public var framerate: Int = 50
  /// How much faster than the tape's virtual clock the recording plays (1).
  public var playbackSpeed: Double = 1
  /// Where a looping recording starts; `nil` for its beginning.
  public var loopOffset: TapeLoopOffset?
  /// Whether an animated recording plays again after its last frame (a GIF's loop extension).
  public var loops: Bool = true

  /// The defaults: VHS's font size, padding and frame rate, normal speed, looping from the start.
  public init() {}

  /// The font size kept within what the tape reader accepts (6 to 128 pixels).
  var clampedFontSize: Int { min(128, max(6, fontSize)) }

  /// The padding kept within 0 to 1000 pixels.
  var clampedPadding: Int { min(1000, max(0, padding)) }

  /// The playback speed kept within 0.01 to 100 (a non-number plays at normal speed).
  var clampedSpeed: Double {
    guard playbackSpeed.isFinite, playbackSpeed > 0 else { return 1 }
    return min(100, max(0.01, playbackSpeed))
  }

  /// Applies `setting` when it is one of the settings above; whether it was.
  mutating func apply(_ setting: TapeSetting) -> Bool {
    switch setting {
    case .fontSize(let size): fontSize = size
    case .padding(let pixels): padding = pixels
    case .framerate(let rate): framerate = rate
    case .playbackSpeed(let speed): playbackSpeed = speed
    case .loopOffset(let offset): loopOffset = offset
    case .loop(let loops): self.loops = loops
    default: return false
    }
    return true
  }
}
