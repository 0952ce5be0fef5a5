import Screens

/// Collects a tape's recordings as it plays: the text log and the asciicast, both scrubbed.
///
/// While hidden (between `Hide` and `Show`) nothing is recorded; the next frame shown carries
/// every change made meanwhile, since the encoder compares with the last frame it sent.
public struct TapeRecorder: Sendable {
  /// The text log, when the tape asked for a `.txt` or `.ascii` output.
  public private(set) var textLog: ScreenTextLog?
  /// The asciicast, when the tape asked for a `.cast` output.
  public private(set) var cast: AsciicastWriter?
  /// Whether recording is paused by `Hide`.
  public var hidden = false
  private var encoder = AnsiFrameEncoder(colorDepth: .palette256)
  private let scrubber: ScreenScrubber

  /// A recorder for the outputs a tape of `width` × `height` cells titled `title` asks for.
  public init(
    outputs: [TapeOutput], width: Int, height: Int, title: String, scrubber: ScreenScrubber
  ) {
    self.scrubber = scrubber
    if outputs.contains(where: { if case .text = $0 { true } else { false } }) {
      textLog = ScreenTextLog(width: width)
    }
    if outputs.contains(where: { if case .cast = $0 { true } else { false } }) {
      cast = AsciicastWriter(width: width, height: height, title: title)
    }
  }

  /// Whether frames between commands are wanted (a cast is recorded and not hidden).
  public var wantsFrames: Bool { cast != nil && !hidden }

  /// Whether anything at all is being recorded.
  public var isRecording: Bool { (cast != nil || textLog != nil) && !hidden }

  /// Records `screen` in the cast at `elapsed` from the start (only what changed is written).
  public mutating func frame(_ screen: CellBuffer, at elapsed: Duration) {
    guard cast != nil, !hidden else { return }
    let bytes = encoder.encode(scrubber.scrub(screen))
    cast?.output(bytes, at: elapsed)
  }

  /// Records the screen shown after the command described as `command` (typed secrets masked,
  /// see `TypedTextMask`).
  public mutating func commandFinished(_ command: String, screen: CellBuffer, at elapsed: Duration)
  {
    guard !hidden else { return }
    frame(screen, at: elapsed)
    if textLog != nil {
      let lines = scrubber.scrub(screen).lines
      let shown = TypedTextMask.masked(
        command, before: textLog?.lastScreen ?? [], after: lines)
      textLog?.append(screen: lines, after: scrubber.scrub(shown))
    }
  }

  /// Records a marker named `label` in the cast.
  public mutating func marker(_ label: @autoclosure () -> String, at elapsed: Duration) {
    guard !hidden, cast != nil else { return }
    cast?.marker(scrubber.scrub(label()), at: elapsed)
  }

  /// The text of the recording `output` asks for.
  public func contents(of output: TapeOutput) -> String {
    switch output {
    case .text: textLog?.render() ?? ""
    case .cast: cast?.render() ?? ""
    case .report: ""
    }
  }
}
