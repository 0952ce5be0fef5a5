import Screens
import TerminalUI

/// Collects a tape's recordings as it plays: the text log, the asciicast, the animated SVG and
/// the screens of a GIF or video, all scrubbed.
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
  /// The screens of a GIF or video, when the tape asked for a `.gif`, `.mp4` or `.webm` output.
  public private(set) var raster: RasterRecording?
  /// How GIF, PNG and video recordings are drawn and timed.
  public let rasterOptions: RasterOptions
  /// The fonts GIF, PNG and video recordings are drawn with.
  public let fonts: RasterFontFiles
  /// Whether recording is paused by `Hide`.
  public private(set) var hidden = false
  /// When the `Hide` in force began, while hidden.
  private var hiddenSince: Duration = .zero
  /// How long the recording was hidden so far: taken out of the recordings' times, so that
  /// what `Hide` leaves out takes no time in them either (as in VHS).
  private var timeHidden: Duration = .zero
  private var encoder = AnsiFrameEncoder(colorDepth: .palette256)
  /// The last frame given to the cast's encoder: a frame equal to it (same cells, same cursor)
  /// would be encoded as nothing, so it is not encoded at all.
  private var lastCastFrame: CellBuffer?
  private var scrubber: ScreenScrubber

  /// A recorder for the outputs a tape of `width` × `height` cells titled `title` asks for;
  /// `loops` says whether an SVG recording starts again after its last frame, `raster` how GIF,
  /// PNG and video recordings are drawn (its `loops` is replaced by `loops`).
  public init(
    outputs: [TapeOutput], width: Int, height: Int, title: String, scrubber: ScreenScrubber,
    loops: Bool = true, raster: RasterOptions = RasterOptions(),
    fonts: RasterFontFiles = .standard
  ) {
    self.scrubber = scrubber
    var rasterOptions = raster
    rasterOptions.loops = loops
    self.rasterOptions = rasterOptions
    self.fonts = fonts
    if outputs.contains(where: \.isRaster) {
      self.raster = RasterRecording(width: width, height: height)
    }
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

  /// Pauses the recordings at `elapsed` from the tape's start (`Hide`).
  public mutating func hide(at elapsed: Duration) {
    guard !hidden else { return }
    hidden = true
    hiddenSince = elapsed
  }

  /// Goes on with the recordings at `elapsed` (`Show`); the time hidden is left out of them.
  public mutating func show(at elapsed: Duration) {
    guard hidden else { return }
    hidden = false
    timeHidden += max(.zero, elapsed - hiddenSince)
  }

  /// Whether frames between commands are wanted (a cast, an SVG, a GIF or a video is recorded
  /// and not hidden).
  public var wantsFrames: Bool { (cast != nil || svg != nil || raster != nil) && !hidden }

  /// Whether anything at all is being recorded.
  public var isRecording: Bool {
    (cast != nil || svg != nil || raster != nil || textLog != nil) && !hidden
  }

  /// Records `screen` in the cast and the SVG at `elapsed` from the start (only what changed is
  /// kept).
  public mutating func frame(_ screen: CellBuffer, at elapsed: Duration) {
    guard cast != nil || svg != nil || raster != nil, !hidden else { return }
    let scrubbed = scrubber.scrub(screen)
    if cast != nil, scrubbed != lastCastFrame {
      cast?.output(encoder.encode(scrubbed), at: elapsed - timeHidden)
      lastCastFrame = scrubbed
    }
    svg?.frame(scrubbed, at: elapsed - timeHidden)
    raster?.frame(scrubbed, at: elapsed - timeHidden)
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

  /// Writes what `Screenshot` asks for to `destination` (`path` as the tape wrote it, resolved):
  /// a PNG image for a `.png` file, else what `screenshot` gives; nil, or what went wrong. With
  /// `folder`, the file is written inside it, never through a link (`TapeFiles.write`).
  public func writeScreenshot(
    _ screen: CellBuffer, path: String, to destination: String, under folder: String? = nil,
    title: String
  ) -> String? {
    guard TapePath.fileExtension(of: path) == "png" else {
      return TapeFiles.write(
        screenshot(screen, path: path, title: title), to: destination, under: folder)
    }
    switch PNGWriter.render(scrubber.scrub(screen), options: rasterOptions, fonts: fonts) {
    case .failure(let failure): return "cannot write \(destination): \(failure.message)"
    case .success(let bytes): return TapeFiles.write(bytes, to: destination, under: folder)
    }
  }

  /// Writes the GIF or video `output` asks for to `destination`; nil, or what went wrong. With
  /// `folder`, the file is written inside it, never through a link (`TapeFiles.write`).
  public func writeRaster(_ output: TapeOutput, to destination: String, under folder: String? = nil)
    -> String?
  {
    let recording = raster ?? RasterRecording(width: 1, height: 1)
    switch output {
    case .gif:
      switch AnimatedGIFWriter.render(recording, options: rasterOptions, fonts: fonts) {
      case .failure(let failure): return "cannot write \(destination): \(failure.message)"
      case .success(let bytes): return TapeFiles.write(bytes, to: destination, under: folder)
      }
    case .video:
      let place = folder.map { TapeFiles.place(of: destination, under: $0) }
      let made =
        place.map { TapeFiles.makeFolders(TapePath.folder(of: $0.relative), under: $0.base) }
        ?? TapeFiles.makeFolder(TapePath.folder(of: destination))
      if let made { return made }
      return VideoWriter.write(
        recording, to: destination, under: place, options: rasterOptions, fonts: fonts
      ).map { "cannot write \(destination): \($0.message)" }
    default:
      return nil
    }
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

  /// Ends the recordings at `elapsed`, the tape's end (the cast's last event; see
  /// `AsciicastWriter.end(at:)`), unless the tape ends hidden.
  public mutating func end(at elapsed: Duration) {
    guard !hidden else { return }
    cast?.end(at: elapsed - timeHidden)
  }

  /// Masks `secret` in the text of the recordings from now on (`ScreenScrubber.maskInText`).
  public mutating func maskInText(_ secret: String) {
    scrubber.maskInText(secret)
  }

  /// Records a marker named `label` in the cast.
  public mutating func marker(_ label: @autoclosure () -> String, at elapsed: Duration) {
    guard !hidden, cast != nil else { return }
    cast?.marker(scrubber.scrub(label()), at: elapsed - timeHidden)
  }

  /// The text of the recording `output` asks for.
  public func contents(of output: TapeOutput) -> String {
    switch output {
    case .text: textLog?.render() ?? ""
    case .cast: cast?.render() ?? ""
    case .svg: svg?.render() ?? ""
    case .report, .gif, .video: ""
    }
  }
}
