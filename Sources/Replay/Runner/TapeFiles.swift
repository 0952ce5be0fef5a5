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
  /// written through. With `folder` (the folder a tape's output must stay inside, which `path`
  /// lies in), the folders from `folder` to the file are opened one by one and a symbolic link
  /// among them is refused, so the file is written inside `folder` even if a folder was swapped
  /// for a link after the tape was checked.
  static func write(_ text: String, to path: String, under folder: String? = nil) -> String? {
    write(Array(text.utf8), to: path, under: folder)
  }

  /// Writes `bytes` to `path`, as `write(_:to:under:)` writes text.
  static func write(_ bytes: [UInt8], to path: String, under folder: String? = nil) -> String? {
    guard let folder else {
      let parent = TapePath.folder(of: path)
      if parent != ".", let problem = makeFolder(parent) { return problem }
      return message(OutputFile.replace(at: path, with: bytes), path)
    }
    let (base, relative) = place(of: path, under: folder)
    return message(
      OutputFile.replace(at: relative, under: base, with: bytes, creatingFolders: true), path)
  }

  /// The folder `path` is written under and its path from there: `folder` and the path inside
  /// it, or (for a path that does not lie in `folder`) its own folder and its name.
  static func place(of path: String, under folder: String) -> (base: String, relative: String) {
    let relative = TapePath.relative(path, to: folder)
    if TapePath.resolve(relative, relativeTo: folder) == TapePath.normalize(path) {
      return (folder, relative)
    }
    return (TapePath.folder(of: path), TapePath.lastComponent(of: path))
  }

  /// What went wrong writing `path`, in a sentence, or nil when `result` is a success: a link
  /// on the way told as a tape's check tells it.
  static func message(_ result: Result<Void, OutputFile.Failure>, _ path: String) -> String? {
    switch result {
    case .success: return nil
    case .failure(let failure):
      if failure.isSymbolicLink, let link = failure.folder {
        return TapeOutputRules.linkProblem(link)
      }
      if failure.folder != nil { return failure.reason }
      return "cannot write \(path): \(failure.reason)"
    }
  }

  /// Creates the folder `relative` under `base` and the missing ones on the way, never through
  /// a link (a link on the way told as a tape's check tells it); what went wrong, or nil.
  static func makeFolders(_ relative: String, under base: String) -> String? {
    OutputFile.makeFolders(relative, under: base).map { failure in
      if failure.isSymbolicLink, let link = failure.folder {
        return TapeOutputRules.linkProblem(link)
      }
      return failure.folder == nil
        ? "cannot write into \(relative): \(failure.reason)" : failure.reason
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
