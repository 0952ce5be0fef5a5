import Screens
import SessionEngine
import TerminalUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Makes an MP4 (H.264) or WebM (VP9) video of a `RasterRecording` by piping raw RGB frames, at
/// `Set Framerate` frames per second, to `ffmpeg` (found on `PATH`), which encodes and writes
/// the file.
///
/// mamsim does not encode video itself; without ffmpeg the recording fails with a message that
/// says what to install. ffmpeg is started with `posix_spawn`, so the tool needs no Foundation.
public enum VideoWriter {
  /// The Debian package that installs ffmpeg.
  public static let ffmpegPackage = "ffmpeg"

  /// The most frames per second a video gets.
  static let maximumFramerate = 120

  /// The full path of `ffmpeg` in the folders of `searchPath` (a `PATH` value), or nil.
  public static func ffmpeg(searchPath: String?) -> String? {
    guard let searchPath else { return nil }
    for folder in searchPath.split(separator: ":", omittingEmptySubsequences: true) {
      let candidate = String(folder) + (folder.hasSuffix("/") ? "ffmpeg" : "/ffmpeg")
      if access(candidate, X_OK) == 0 { return candidate }
    }
    return nil
  }

  /// The `PATH` of this process.
  public static var processSearchPath: String? {
    getenv("PATH").map { String(cString: $0) }
  }

  /// What to do when ffmpeg is not on `PATH`, in a sentence.
  public static var missingFFmpeg: String {
    "ffmpeg is not on PATH, and mamsim needs it to encode .mp4 and .webm recordings: install "
      + "the Debian package \(ffmpegPackage) (apt-get install \(ffmpegPackage)), or record a "
      + ".gif instead"
  }

  /// Encodes `recording` into the video file `path` (its extension, mp4 or webm, picks the
  /// codec); nil on success, else what went wrong. ffmpeg writes a new file that mamsim made
  /// beside `path` and hands it open (`PendingOutputFile`, written as `/dev/fd/3`), which is
  /// then renamed over `path` in the same folder, so a link at `path` is replaced and never
  /// written through. With `place` (the folder `path` must stay inside and `path` from there),
  /// the folders from there are opened with no link on the way followed.
  public static func write(
    _ recording: RasterRecording, to path: String,
    under place: (base: String, relative: String)? = nil, options: RasterOptions,
    fonts: RasterFontFiles = .standard, searchPath: String? = processSearchPath
  ) -> RasterFailure? {
    guard let ffmpeg = ffmpeg(searchPath: searchPath) else { return RasterFailure(missingFFmpeg) }
    let start: RasterStart
    switch RasterStart.open(recording, options: options, fonts: fonts) {
    case .failure(let failure): return failure
    case .success(let opened): start = opened
    }
    let (recording, painter) = (start.recording, start.painter)
    var screens = start.screens
    let size = painter.canvasSize(width: recording.width, height: recording.height)
    // H.264 and VP9 in 4:2:0 want even sizes: one more column or row of canvas when odd.
    let (width, height) = (size.width + size.width % 2, size.height + size.height % 2)
    if let problem = RasterLimits.sizeProblem(width: width, height: height) { return problem }
    let framerate = min(maximumFramerate, max(1, options.framerate))
    let timeline = RasterTimeline(recording, framerate: framerate, options: options)
    var ramps = ColorRamps.exact()
    var canvas = PixelCanvas(
      width: width, height: height, value: ramps.solid(painter.colors.canvas))

    let codec: [String] =
      TapePath.fileExtension(of: path) == "webm"
      ? ["-c:v", "libvpx-vp9", "-crf", "30", "-b:v", "0"]
      : ["-c:v", "libx264", "-crf", "20"]
    let made =
      place.map { PendingOutputFile.make(at: $0.relative, under: $0.base) }
      ?? PendingOutputFile.make(at: path)
    let file: PendingOutputFile
    switch made {
    case .failure(let failure): return Self.failure(failure)
    case .success(let pending): file = pending
    }
    // The file is mamsim's, new and empty, so ffmpeg may write over it (-y); named as a
    // descriptor, it has no extension to pick the format by (-f).
    let format = TapePath.fileExtension(of: path) == "webm" ? "webm" : "mp4"
    let arguments =
      [
        "ffmpeg", "-hide_banner", "-loglevel", "error", "-nostdin", "-y", "-f", "rawvideo",
        "-pix_fmt", "rgb24", "-s", "\(width)x\(height)", "-r", "\(framerate)", "-i", "pipe:0",
      ] + codec + [
        "-pix_fmt", "yuv420p", "-an", "-f", format,
        "file:/dev/fd/\(FFmpegProcess.outputDescriptor)",
      ]
    let process: FFmpegProcess
    switch FFmpegProcess.start(path: ffmpeg, arguments: arguments, output: file.descriptor) {
    case .failure(let failure):
      file.discard()
      return failure
    case .success(let started): process = started
    }
    var previous: CellBuffer?
    var frame: [UInt8] = []
    var failed = false
    for segment in timeline.segments where !failed {
      let screen = screens.move(to: segment.frame)
      if let previous {
        if let changed = CellChanges.rectangle(from: previous, to: screen) {
          painter.draw(
            screen, columns: changed.columns, rows: changed.rows, into: &canvas, ramps: &ramps)
          frame = canvas.rgb
        }
      } else {
        painter.draw(
          screen, columns: 0..<screen.width, rows: 0..<screen.height, into: &canvas,
          ramps: &ramps)
        frame = canvas.rgb
      }
      previous = screen
      let ticks = max(1, Int((segment.end - segment.start) / timeline.tick))
      for _ in 0..<ticks where !failed {
        // A termination signal stops ffmpeg and leaves no half-made file.
        if let signal = TerminationSignals.pending {
          process.stop()
          file.discard()
          return RasterFailure(TerminationSignals.unwrittenOutput(signal))
        }
        failed = !process.send(frame)
      }
    }
    let status = process.finish()
    // Ctrl-C reaches ffmpeg too, which stops reading: told as the signal, not as ffmpeg's fault.
    if failed || status != 0, let signal = TerminationSignals.pending {
      file.discard()
      return RasterFailure(TerminationSignals.unwrittenOutput(signal))
    }
    guard !failed, status == 0 else {
      file.discard()
      return RasterFailure(
        "ffmpeg could not make \(path) (it stopped with status \(status); its messages are "
          + "above)")
    }
    if case .failure(let failure) = file.finish() { return Self.failure(failure) }
    return nil
  }

  /// The video's file could not be made or put in place, as `failure` tells: a link on the way
  /// told as a tape's check tells it.
  private static func failure(_ failure: OutputFile.Failure) -> RasterFailure {
    if failure.isSymbolicLink, let link = failure.folder {
      return RasterFailure(TapeOutputRules.linkProblem(link))
    }
    return RasterFailure(failure.reason)
  }
}
