/// A recording a tape asks for with `Output`, with its path resolved against the tape's folder.
public enum TapeOutput: Equatable, Hashable, Sendable {
  /// The screen after every command as text (`.txt` or `.ascii`).
  case text(String)
  /// An asciicast v2 recording (`.cast`).
  case cast(String)
  /// An animated SVG of the session (`.svg`).
  case svg(String)
  /// An animated GIF of the session, drawn in pixels (`.gif`).
  case gif(String)
  /// A video of the session encoded by ffmpeg (`.mp4` or `.webm`).
  case video(String)
  /// The walkthrough's report at the end of the tape: Markdown (`.md`) or JSON (`.json`).
  case report(String)

  /// The file to write.
  public var path: String {
    switch self {
    case .text(let path), .cast(let path), .report(let path): path
    case .svg(let path), .gif(let path), .video(let path): path
    }
  }

  /// Whether the recording is drawn in pixels (a GIF or a video).
  public var isRaster: Bool {
    switch self {
    case .gif, .video: true
    default: false
    }
  }

  /// The kind of output a file name asks for, `nil` when the extension is not one mamsim writes.
  public static func forPath(_ path: String) -> TapeOutput? {
    switch TapePath.fileExtension(of: path) {
    case "txt", "ascii": .text(path)
    case "cast": .cast(path)
    case "svg": .svg(path)
    case "gif": .gif(path)
    case "mp4", "webm": .video(path)
    case "md", "json": .report(path)
    default: nil
    }
  }

  /// Extensions of video and image formats VHS renders and mamsim does not.
  static let videoExtensions: Set<String> = [
    "png", "jpg", "jpeg", "webp", "apng", "mov",
  ]
}
