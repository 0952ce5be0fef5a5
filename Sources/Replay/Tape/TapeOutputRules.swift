import SessionEngine
import Walkthrough

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a tape may write, and what it may overwrite: `Output`, `Screenshot` and `Snapshot` files
/// stay inside the tape's folder (or `--output-dir`), never through a symbolic link, and replace
/// only a file of their own kind.
public enum TapeOutputRules {
  /// The kinds of file a tape writes, for the overwrite check.
  public enum Kind: Equatable, Sendable {
    /// An asciicast recording: an existing file must start as one (`{"version": 2`).
    case cast
    /// A text screenshot: an existing file must be a screen mamsim wrote as text, UTF-8 whose
    /// first line is the title row (`mamsim · …`, `TapeOutputRules.isScreenText`).
    case text
    /// A snapshot's golden file, `snapshots/NAME.txt`: an existing file must be UTF-8 text (a
    /// golden file may have been edited by hand, and the folder is the tape's own).
    case snapshot
    /// The screen after every command (`.txt`, `.ascii`): an existing file must be such a log
    /// mamsim wrote, its first line the rule of its first command (`── Enter ───…`).
    case log
    /// An animated SVG or an SVG screenshot: an existing file must be one mamsim wrote, its
    /// `<svg>` element followed by mamsim's style (`TapeOutputRules.isRecordedSVG`).
    case svg
    /// A walkthrough's report (`.md`, `.json`): an existing file must be a report mamsim wrote
    /// (`WalkthroughReport.isReport`).
    case report
    /// A GIF image: an existing file must start with `GIF87a` or `GIF89a`.
    case gif
    /// A PNG image: an existing file must start with PNG's 8-byte signature.
    case png
    /// A video: an existing file must be an MP4 (`ftyp` box at byte 4) or a WebM (EBML header).
    case video

    /// Whether files of this kind are drawn in pixels (and so limited in size).
    var drawsPixels: Bool {
      switch self {
      case .gif, .png, .video: true
      case .cast, .text, .snapshot, .log, .svg, .report: false
      }
    }

    /// The kind of file `output` writes.
    public static func of(_ output: TapeOutput) -> Kind {
      switch output {
      case .cast: .cast
      case .gif: .gif
      case .video: .video
      case .text: .log
      case .svg: .svg
      case .report: .report
      }
    }

    /// The kind of file a `Screenshot` to `path` writes.
    public static func screenshot(_ path: String) -> Kind {
      switch TapePath.fileExtension(of: path) {
      case "png": .png
      case "svg": .svg
      default: .text
      }
    }

    /// What a file of this kind is called in messages.
    var name: String {
      switch self {
      case .cast: "an asciicast recording"
      case .text: "a screen mamsim wrote as text"
      case .snapshot: "text"
      case .log: "a screen log mamsim wrote"
      case .svg: "an SVG mamsim wrote"
      case .report: "a walkthrough report mamsim wrote"
      case .gif: "a GIF image"
      case .png: "a PNG image"
      case .video: "an MP4 or WebM video"
      }
    }
  }

  /// What must be installed for `kind` to be written, in a sentence, or nil when it can be:
  /// the font for GIF, PNG and video, and ffmpeg (on `searchPath`) for video.
  public static func toolProblem(
    _ kind: Kind, fonts: RasterFontFiles = .standard,
    searchPath: String? = VideoWriter.processSearchPath
  ) -> String? {
    switch kind {
    case .cast, .text, .snapshot, .log, .svg, .report: return nil
    case .gif, .png: return fonts.problem
    case .video:
      if let problem = fonts.problem { return problem }
      return VideoWriter.ffmpeg(searchPath: searchPath) == nil ? VideoWriter.missingFFmpeg : nil
    }
  }

  /// Why the pictures of a `width` × `height` cell terminal drawn with `raster` (font size and
  /// padding) would be too large to draw, in a sentence, or nil when they fit: the same limit
  /// the GIF, PNG and video writers apply, told when the tape is read rather than at its end.
  static func pictureSizeProblem(
    width: Int, height: Int, raster: RasterOptions, fonts: RasterFontFiles = .standard
  ) -> String? {
    guard case .success(let font) = RasterFont.open(files: fonts, pixelSize: raster.clampedFontSize)
    else { return nil }  // a missing font is told by toolProblem
    let padding = raster.clampedPadding
    return RasterLimits.sizeProblem(
      width: width * font.cellWidth + 2 * padding, height: height * font.cellHeight + 2 * padding
    )?.message
  }

  /// Why `path`, as written in a tape, would leave the tape's folder, or nil when it stays in.
  public static func escapeProblem(_ path: String) -> String? {
    leavingProblem(path, rule: "a tape writes only inside its own folder", or: " (or --output-dir)")
  }

  /// Why `name`, as a `Snapshot` names its golden file `snapshots/name.txt`, names no proper
  /// file, or nil when it does: an empty name, one ending in `/` (a folder), and one whose last
  /// part is empty, `.` or starts with `.` would write a hidden or odd file.
  public static func snapshotNameProblem(_ name: String) -> String? {
    if name.isEmpty { return "a snapshot needs a name; \"\" would write a hidden file, .txt" }
    if name.hasSuffix("/") {
      return "\(TapeQuoting.quoted(name)) ends with /, so it names a folder, not a snapshot"
    }
    let last = TapePath.lastComponent(of: name)
    if last.hasPrefix(".") {
      return "\(TapeQuoting.quoted(name)) would write a hidden file, \(last).txt; a snapshot's "
        + "name must not start with a dot"
    }
    return nil
  }

  /// Why the device folder `path` of a `Set State` line would leave the tape's folder, or nil
  /// when it stays in: the rule of outputs, so that a tape changes no device outside its folder.
  public static func stateEscapeProblem(_ path: String) -> String? {
    if let problem = leavingProblem(
      path, rule: "a tape keeps its device only inside its own folder", or: "")
    {
      return problem
    }
    if path.split(separator: "/").allSatisfy({ $0 == "." }) {
      return "\"\(path)\" is the tape's own folder; name a folder inside it for the device"
    }
    return nil
  }

  /// Why `path` leaves the tape's folder (absolute, from `~`, or up with `..`), in a sentence that
  /// states `rule` (with `alternative`, the other place allowed), or nil when it stays in.
  private static func leavingProblem(_ path: String, rule: String, or alternative: String)
    -> String?
  {
    if path.hasPrefix("/") {
      return "\"\(path)\" is an absolute path; \(rule)\(alternative), so give a path relative "
        + "to the tape"
    }
    if path.hasPrefix("~") {
      return "\"\(path)\" starts with ~; \(rule), so give a path relative to the tape"
    }
    if path.split(separator: "/").contains("..") {
      return "\"\(path)\" goes up with ..; \(rule)\(alternative)"
    }
    return nil
  }

  /// Why the device folder `relative` (already free of `..`) under `folder` is refused: a
  /// symbolic link or something not a folder on the way; nil when it may be used or made.
  public static func stateFolderProblem(_ relative: String, in folder: String) -> String? {
    var path = folder == "." ? "" : folder
    for part in relative.split(separator: "/") where part != "." {
      if !path.isEmpty { path += "/" }
      path += part
      var info = stat()
      guard lstat(path, &info) == 0 else { return nil }
      let type = info.st_mode & S_IFMT
      if type == S_IFLNK {
        return "\(path) is a symbolic link; mamsim does not follow links to a device folder, so "
          + "that a tape keeps its device inside its folder"
      }
      if type != S_IFDIR { return "\(path) is not a folder" }
    }
    return nil
  }

  /// How to write a recording at `path`, which goes up with `..`, with `--output-dir` instead;
  /// `nil` when `path` does not go up.
  public static func outputDirectoryHint(_ path: String) -> String? {
    let parts = path.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.contains("..") else { return nil }
    let name = path.hasSuffix("/") ? "" : String(parts.last ?? "")
    let folder = TapePath.normalize(parts.dropLast().joined(separator: "/"))
    let written = name.isEmpty ? "a file name" : TapeQuoting.quoted(name)
    // `a/../b.txt` stays in the tape's folder: the path without `..` names the same file.
    guard folder.hasPrefix("..") else {
      let same = TapePath.normalize(path)
      return "write \(TapeQuoting.quoted(same)), the same place without .."
    }
    // `--output-dir` is read from where mamsim runs, `..` here from the tape's folder.
    return "write \(written) and play the tape with --output-dir DIR, DIR being \(folder) as "
      + "seen from the tape's folder"
  }

  /// Why writing `relative` (already free of `..`) under `folder` as `kind` is refused: a
  /// symbolic link on the way, or an existing file of another kind; nil when it may be written.
  public static func placeProblem(_ relative: String, in folder: String, kind: Kind) -> String? {
    var path = folder == "." ? "" : folder
    let parts = relative.split(separator: "/").filter { $0 != "." }
    for (index, part) in parts.enumerated() {
      if !path.isEmpty { path += "/" }
      path += part
      var info = stat()
      guard lstat(path, &info) == 0 else { return nil }
      let type = info.st_mode & S_IFMT
      if type == S_IFLNK { return linkProblem(path) }
      let isLast = index == parts.count - 1
      if !isLast, type != S_IFDIR { return "\(path) is not a folder" }
      if isLast {
        guard type == S_IFREG else { return "\(path) exists and is not a regular file" }
        guard access(path, W_OK) == 0 else {
          return "\(path) is read-only; mamsim does not replace a file you may not write, so "
            + "change its permissions or pick another name"
        }
        guard isOfKind(path, kind) else { return otherKindProblem(path, kind) }
      }
    }
    return nil
  }

  /// Why a tape does not write through the symbolic link `path`, on the way to an output, in a
  /// sentence: the same when the tape is read and when the file is written.
  static func linkProblem(_ path: String) -> String {
    "\(path) is a symbolic link; mamsim does not write through links, so that a tape writes "
      + "only inside its folder"
  }

  /// Why the file at `path` must not be replaced by a file of `kind`: it is a regular file of
  /// another kind (as `placeProblem` tells it); nil when it may be, or when nothing or a link
  /// is there (`--svg` and `--gif` replace a link with a file, leaving its target as it was).
  public static func replaceProblem(_ path: String, kind: Kind) -> String? {
    var info = stat()
    guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, !isOfKind(path, kind)
    else { return nil }
    return otherKindProblem(path, kind)
  }

  /// Why the file at `path`, not of `kind`, is not replaced, in a sentence.
  private static func otherKindProblem(_ path: String, _ kind: Kind) -> String {
    "\(path) exists and is not \(kind.name); "
      + "mamsim overwrites only its own kind of file, so move it away or pick another name"
  }

  /// Whether `bytes` are well-formed UTF-8.
  private static func isUTF8(_ bytes: ArraySlice<UInt8>) -> Bool {
    String(validating: bytes, as: UTF8.self) != nil
  }

  /// The largest report looked into to tell whether mamsim wrote it (64 MiB); a larger file is
  /// not replaced.
  static let reportReadLimit = 64 << 20

  /// Whether `head`, the start of a file, is an SVG mamsim wrote: its `<svg>` element as the
  /// writer opens it, then (after an optional title) the style that names mamsim's fonts. A
  /// drawing made elsewhere (a logo) has neither.
  static func isRecordedSVG(_ head: String) -> Bool {
    guard head.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"") else { return false }
    return head.contains("\n<style>svg{font-family:\(AnimatedSVGWriter.fontFamily);")
  }

  /// Whether `head`, the start of a file, is a screen mamsim wrote as text (a `Screenshot` or a
  /// snapshot): its first line is the title row every screen opens with, `mamsim · ` and the
  /// app. A screen drawn while the terminal was too small has no title row, so its file is not
  /// recognised and is not replaced; any other text (`notes.txt`) is not either. A value to
  /// scrub may have masked some of the title's characters (`****** · `): each counts as
  /// itself; the spaces, which are never masked, must be there.
  static func isScreenText(_ head: String) -> Bool {
    let title = Array("mamsim · ")
    let shown = Array(head.prefix(title.count))
    guard shown.count == title.count else { return false }
    return zip(shown, title).allSatisfy { shown, wanted in
      shown == wanted || (wanted != " " && String(shown) == ScreenScrubber.maskCharacter)
    }
  }

  /// Whether `head`, the start of a file, is a screen log mamsim wrote: its first line is the
  /// rule of a command, `── ` and the command, filled with `─` (`ScreenTextLog`).
  static func isScreenLog(_ head: String) -> Bool {
    guard head.hasPrefix("── "), let end = head.firstIndex(of: "\n") else { return false }
    return head[..<end].hasSuffix("──")
  }

  /// Whether the file at `path` is a walkthrough report mamsim wrote.
  private static func isReport(_ path: String) -> Bool {
    guard case .success(let data) = BoundedFile.contents(of: path, limit: reportReadLimit),
      let text = String(validating: data, as: UTF8.self)
    else { return false }
    return text.isEmpty || WalkthroughReport.isReport(text)
  }

  /// Whether the file at `path` starts as a file of `kind` (its first 4 KiB are looked at; a
  /// report is read whole).
  private static func isOfKind(_ path: String, _ kind: Kind) -> Bool {
    if kind == .report { return isReport(path) }
    let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    var buffer = [UInt8](repeating: 0, count: 4096)
    let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    guard count >= 0 else { return false }
    let head = buffer[0..<count]
    if count == 0 { return true }
    switch kind {
    case .cast:
      return head.starts(with: Array("{\"version\": 2".utf8))
        || head.starts(with: Array("{\"version\":2".utf8))
    case .gif:
      return head.starts(with: Array("GIF89a".utf8)) || head.starts(with: Array("GIF87a".utf8))
    case .png:
      return head.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    case .video:
      return (count >= 8 && head.dropFirst(4).starts(with: Array("ftyp".utf8)))
        || head.starts(with: [0x1A, 0x45, 0xDF, 0xA3])
    case .report:
      return false  // read whole above
    case .log, .svg:
      let cut = count == buffer.count ? max(0, count - 3) : count
      let text = String(decoding: buffer[0..<cut], as: UTF8.self)
      return kind == .log ? isScreenLog(text) : isRecordedSVG(text)
    case .text, .snapshot:
      // UTF-8 with no NUL byte (the last few bytes may be a character cut by the 4 KiB read),
      // a screenshot's opening with the title row.
      let hasNul = buffer.withUnsafeBytes { bytes in
        bytes.baseAddress.map { memchr($0, 0, count) != nil } ?? false
      }
      guard !hasNul else { return false }
      let cut = count == buffer.count ? max(0, count - 3) : count
      guard isUTF8(buffer[0..<cut]) || isUTF8(head) else { return false }
      return kind == .snapshot || isScreenText(String(decoding: buffer[0..<cut], as: UTF8.self))
    }
  }
}
