import FoundationEssentials
import SessionEngine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads and writes the files a tape run touches (recordings, screenshots, snapshots).
enum TapeFiles {
  /// Writes `text` to `path`, creating its folder; the error says in our words what went wrong,
  /// or `nil`. The file is replaced whole (`OutputFile`): a link at `path` is replaced, never
  /// written through.
  static func write(_ text: String, to path: String) -> String? {
    write(Array(text.utf8), to: path)
  }

  /// Writes `bytes` to `path`, as `write(_:to:)` writes text.
  static func write(_ bytes: [UInt8], to path: String) -> String? {
    let folder = TapePath.folder(of: path)
    if folder != ".", let problem = makeFolder(folder) { return problem }
    switch OutputFile.replace(at: path, with: bytes) {
    case .success: return nil
    case .failure(let failure): return "cannot write \(path): \(failure.reason)"
    }
  }

  /// Creates `folder` and its missing parents; what went wrong, or nil.
  static func makeFolder(_ folder: String) -> String? {
    guard folder != ".", !folder.isEmpty else { return nil }
    var info = stat()
    if stat(folder, &info) == 0 {
      return (info.st_mode & S_IFMT) == S_IFDIR
        ? nil : "cannot write into \(folder): it is not a folder"
    }
    let parent = TapePath.folder(of: folder)
    if parent != folder, parent != ".", parent != "/", let problem = makeFolder(parent) {
      return problem
    }
    if mkdir(folder, 0o755) != 0, errno != EEXIST {
      return "cannot create the folder \(folder): \(reason(errno))"
    }
    return nil
  }

  /// A short reason for the system error `code`.
  private static func reason(_ code: Int32) -> String {
    OutputFile.reason(code)
  }
}
