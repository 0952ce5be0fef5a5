import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads and writes the files a tape run touches (recordings, screenshots, snapshots).
enum TapeFiles {
  /// The text of the file at `path`, or `nil` when it cannot be read as UTF-8.
  static func read(_ path: String) -> String? {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    return String(validating: data, as: UTF8.self)
  }

  /// Writes `text` to `path`, creating its folder; the error says in our words what went wrong,
  /// or `nil`. A symbolic link at `path` is not followed: the write is refused.
  static func write(_ text: String, to path: String) -> String? {
    write(Array(text.utf8), to: path)
  }

  /// Writes `bytes` to `path`, as `write(_:to:)` writes text.
  static func write(_ bytes: [UInt8], to path: String) -> String? {
    let folder = TapePath.folder(of: path)
    if folder != ".", let problem = makeFolder(folder) { return problem }
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      if errno == ELOOP { return "cannot write \(path): it is a symbolic link, not followed" }
      return "cannot write \(path): \(reason(errno))"
    }
    defer { close(descriptor) }
    var bytes = bytes[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { systemWrite(descriptor, $0) }
      if written < 0 {
        if errno == EINTR { continue }
        return "cannot write \(path): \(reason(errno))"
      }
      bytes = bytes.dropFirst(written)
    }
    return nil
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

  /// A short reason for the system error `code`, in our words for the common ones.
  private static func reason(_ code: Int32) -> String {
    switch code {
    case EACCES, EPERM: "permission denied"
    case ENOENT: "its folder does not exist"
    case ENOSPC: "the disk is full"
    case EROFS: "the file system is read-only"
    case EISDIR: "it is a folder"
    case ENOTDIR: "a part of the path is not a folder"
    case EDQUOT: "the disk quota is used up"
    default: "the system refused (error \(code))"
    }
  }
}

/// `write(2)` of `buffer` to `descriptor` (outside `TapeFiles`, whose own `write` would hide it).
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawBufferPointer) -> Int {
  write(descriptor, buffer.baseAddress, buffer.count)
}
