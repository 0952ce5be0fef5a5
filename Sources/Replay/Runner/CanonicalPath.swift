#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Spellings of a file's path that compare equal when they name the same place, so that two
/// tapes writing `out/a.cast` and `./replays/../out/a.cast` are seen to write one file.
///
/// A path is made absolute against the working folder, `.` and `..` are folded away, and the
/// deepest folder on the way that exists is replaced by its real path (symbolic links followed),
/// so a folder reached through a link is the folder itself. Hard links are not recognised.
public struct CanonicalPath: Sendable {
  /// The working folder relative paths are read against.
  private let workingFolder: String

  /// Canonical paths against the process's working folder now.
  public init() {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let found = buffer.withUnsafeMutableBufferPointer { getcwd($0.baseAddress, $0.count) != nil }
    workingFolder =
      found
      ? String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      : "/"
  }

  /// Canonical paths against `workingFolder` (an absolute path).
  public init(workingFolder: String) {
    self.workingFolder = workingFolder
  }

  /// The canonical spelling of `path`.
  public func of(_ path: String) -> String {
    let absolute = TapePath.normalize(
      path.hasPrefix("/") ? path : workingFolder + "/" + path)
    // Follow links in the deepest existing folder; the parts after it do not exist yet.
    var folder = absolute
    var rest: [String] = []
    while folder != "/" {
      if let real = Self.realPath(folder) {
        return rest.isEmpty
          ? real : TapePath.normalize(real + "/" + rest.reversed().joined(separator: "/"))
      }
      rest.append(TapePath.lastComponent(of: folder))
      folder = TapePath.folder(of: folder)
    }
    return absolute
  }

  /// The canonical spelling of the place a file written at `path` takes: its folder's
  /// canonical path and its own name, a link at the name not followed (a written file replaces
  /// a link, so two links to one file are two places).
  public func ofPlace(_ path: String) -> String {
    let absolute = TapePath.normalize(path.hasPrefix("/") ? path : workingFolder + "/" + path)
    let folder = of(TapePath.folder(of: absolute))
    return (folder == "/" ? "" : folder) + "/" + TapePath.lastComponent(of: absolute)
  }

  /// Whether a file written at `written` changes what is at `other`: the same path, or one
  /// inside the other (a file written where another tape expects a folder, and the reverse).
  static func overlap(_ written: String, _ other: String) -> Bool {
    if written == other { return true }
    if written.count < other.count {
      return other.hasPrefix(written) && other.dropFirst(written.count).first == "/"
    }
    return written.hasPrefix(other) && written.dropFirst(other.count).first == "/"
  }

  /// The real path of `path` (links followed), or nil when it does not exist.
  private static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}
