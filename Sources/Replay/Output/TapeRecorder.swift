import Screens

/// Collects a tape's recordings as it plays: the text log, the asciicast and the animated SVG,
/// all scrubbed.
///
/// While hidden (between `Hide` and `Show`) nothing is recorded; the next frame shown carries
/// every change made meanwhile, since the encoder compares with the last frame it sent.
public struct TapeRecorder: Sendable {
  /// The text log, when the tape asked for a `.txt` or `.ascii` output.
  public private(set) var textLog: ScreenTextLog?
  /// The asciicast, when the tape asked for a `.cast` output.
  public private(set) var cast: AsciicastWriter?
  /// The animated SVG, when the tape asked for a `.svg` output.
  public private(set) var svg: AnimatedSVGWriter?
  /// Whether recording is paused by `Hide`.
  public var hidden = false
  private var encoder = AnsiFrameEncoder(colorDepth: .palette256)
  private let scrubber: ScreenScrubber

  /// A recorder for the outputs a tape of `width` × `height` cells titled `title` asks for;
  /// `loops` says whether an SVG recording starts again after its last frame.
  public init(
    outputs: [TapeOutput], width: Int, height: Int, title: String, scrubber: ScreenScrubber,
    loops: Bool = true
  ) {
    self.scrubber = scrubber
    if outputs.contains(where: { if case .text = $0 { true } else { false } }) {
      textLog = ScreenTextLog(width: width)
    }
    if outputs.contains(where: { if case .cast = $0 { true } else { false } }) {
      cast = AsciicastWriter(width: width, height: height, title: title)
    }
    if outputs.contains(where: { if case .svg = $0 { true } else { false } }) {
      svg = AnimatedSVGWriter(width: width, height: height, title: title, loops: loops)
    }
  }

  /// Whether frames between commands are wanted (a cast or an SVG is recorded and not hidden).
  public var wantsFrames: Bool { (cast != nil || svg != nil) && !hidden }

  /// Whether anything at all is being recorded.
  public var isRecording: Bool { (cast != nil || svg != nil || textLog != nil) && !hidden }

  /// Records `screen` in the cast and the SVG at `elapsed` from the start (only what changed is
  /// kept).
  public mutating func frame(_ screen: CellBuffer, at elapsed: Duration) {
    guard cast != nil || svg != nil, !hidden else { return }
    let scrubbed = scrubber.scrub(screen)
    if cast != nil { cast?.output(encoder.encode(scrubbed), at: elapsed) }
    svg?.frame(scrubbed, at: elapsed)
  }

  /// What `Screenshot` writes to `path`: the screen scrubbed, as a still SVG for a `.svg` file,
  /// else as text (rows trimmed, a newline after the last).
  public func screenshot(_ screen: CellBuffer, path: String, title: String) -> String {
    let scrubbed = scrubber.scrub(screen)
    if TapePath.fileExtension(of: path) == "svg" {
      return AnimatedSVGWriter.still(scrubbed, title: title)
    }
    return ScreenText.text(scrubbed) + "\n"
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
    case .svg: svg?.render() ?? ""
    case .report: ""
    }
  }
}
