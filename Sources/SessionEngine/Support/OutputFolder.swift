#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A folder held open to write a file into (`OutputFile`): the file's temporary name, the checks
/// of its final name and the rename are all made relative to this one descriptor, so the new
/// file lands in this folder even if its path is changed meanwhile.
///
/// Reached `under` a base folder, each folder on the way is opened from the one before without
/// following a symbolic link, so that a folder swapped for a link after a check by path is
/// refused instead of written through.
final class OutputFolder {
  /// The open folder (read-only, closed on exec).
  let descriptor: Int32
  /// The folder's path, as messages show it.
  let path: String

  /// Holds `descriptor`, the folder at `path`, and closes it when released.
  private init(descriptor: Int32, path: String) {
    self.descriptor = descriptor
    self.path = path
  }

  /// Closes the folder.
  deinit {
    close(descriptor)
  }

  /// The flags a folder is opened with.
  private static let flags = O_RDONLY | O_DIRECTORY | O_CLOEXEC

  /// The folder at `path` (which may be reached through links: it is the place named), or why
  /// it cannot be opened.
  static func open(_ path: String) -> Result<OutputFolder, OutputFile.Failure> {
    let descriptor = openFolder(AT_FDCWD, path)
    guard descriptor >= 0 else { return .failure(OutputFile.Failure(reason: reason(errno))) }
    return .success(OutputFolder(descriptor: descriptor, path: path))
  }

  /// The folder `relative` inside `base`, each of its parts opened from the one before with no
  /// symbolic link followed; when `creating`, missing folders (`base` too) are made. The failure
  /// names the part that is a link (`isSymbolicLink`) or no folder. `.` parts are skipped;
  /// `..` and an absolute `relative` are refused, since they would leave `base`.
  static func open(_ relative: String, under base: String, creating: Bool)
    -> Result<OutputFolder, OutputFile.Failure>
  {
    if creating, let failure = makeFolders(base) { return .failure(failure) }
    let parts = relative.split(separator: "/").filter { $0 != "." }.map(String.init)
    if relative.hasPrefix("/") || parts.contains("..") {
      return .failure(failure("\(relative) would leave \(base), where it was to be written", base))
    }
    var folder: OutputFolder
    switch open(base) {
    case .failure(let failure): return .failure(failure)
    case .success(let opened): folder = opened
    }
    for part in parts {
      switch folder.child(part, creating: creating) {
      case .failure(let failure): return .failure(failure)
      case .success(let opened): folder = opened
      }
    }
    return .success(folder)
  }

  /// The folder `name` inside this one, opened with no symbolic link followed (made first when
  /// missing and `creating`), or why not.
  private func child(_ name: String, creating: Bool) -> Result<OutputFolder, OutputFile.Failure> {
    let shown = path == "." ? name : path.hasSuffix("/") ? path + name : path + "/" + name
    // A folder made here and removed before it is opened is made again, a few times.
    for _ in 0..<16 {
      let opened = Self.openFolder(descriptor, name, noFollow: true)
      if opened >= 0 { return .success(OutputFolder(descriptor: opened, path: shown)) }
      let code = errno
      var status = stat()
      guard fstatat(descriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else {
        guard errno == ENOENT else {
          return .failure(Self.failure("cannot open \(shown): \(Self.reason(code))", shown))
        }
        guard creating else { return .failure(Self.failure("\(shown) does not exist", shown)) }
        if mkdirat(descriptor, name, 0o755) != 0, errno != EEXIST {
          let reason = Self.reason(errno)
          return .failure(Self.failure("cannot create the folder \(shown): \(reason)", shown))
        }
        continue
      }
      switch status.st_mode & S_IFMT {
      case S_IFLNK:
        return .failure(
          OutputFile.Failure(
            reason: "\(shown) is a symbolic link; mamsim does not write through links",
            folder: shown, isSymbolicLink: true))
      case S_IFDIR:
        return .failure(Self.failure("cannot open \(shown): \(Self.reason(code))", shown))
      default:
        return .failure(Self.failure("cannot write into \(shown): it is not a folder", shown))
      }
    }
    return .failure(Self.failure("cannot open \(shown): it keeps changing", shown))
  }

  /// Makes the folder `path` and its missing parents, by path (the base named is trusted); the
  /// failure, or nil.
  private static func makeFolders(_ path: String) -> OutputFile.Failure? {
    guard !path.isEmpty, path != ".", path != "/" else { return nil }
    var status = stat()
    if stat(path, &status) == 0 {
      return status.st_mode & S_IFMT == S_IFDIR
        ? nil : failure("cannot write into \(path): it is not a folder", path)
    }
    if let slash = path.lastIndex(of: "/"), slash != path.startIndex {
      if let failure = makeFolders(String(path[..<slash])) { return failure }
    }
    if mkdir(path, 0o755) != 0, errno != EEXIST {
      return failure("cannot create the folder \(path): \(reason(errno))", path)
    }
    return nil
  }

  /// Opens the folder `name` relative to the folder `parent` (`AT_FDCWD`: where mamsim runs),
  /// a symbolic link at `name` refused when `noFollow`; retried when interrupted.
  private static func openFolder(_ parent: Int32, _ name: String, noFollow: Bool = false) -> Int32 {
    while true {
      let descriptor = openat(parent, name, flags | (noFollow ? O_NOFOLLOW : 0))
      if descriptor >= 0 || errno != EINTR { return descriptor }
    }
  }

  /// A failure about the folder `path` on the way, told by `sentence`.
  private static func failure(_ sentence: String, _ path: String) -> OutputFile.Failure {
    OutputFile.Failure(reason: sentence, folder: path)
  }

  /// A short reason for the system error `code`.
  private static func reason(_ code: Int32) -> String {
    OutputFile.reason(code)
  }
}
