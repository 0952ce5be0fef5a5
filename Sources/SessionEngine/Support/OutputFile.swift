#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a file the user asked for (a recording, a report, a snapshot, a tape) by replacing it
/// whole: the bytes go into a new file beside it, created exclusively and never through a link,
/// which is then renamed over the old name.
///
/// So a symbolic link at the name is replaced by a regular file (its target is untouched), a
/// hard link to a file elsewhere is cut (that file keeps its bytes), and a process killed half
/// way leaves the old file or the new one, never a part of either. What a plain write could not
/// replace is refused (`problem(replacing:)`): a device, a FIFO, a socket or a folder at the
/// name, and a file the user may not write (read-only).
public enum OutputFile {
  /// Why a file could not be written.
  public struct Failure: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong, in a few words a person can act on (`permission denied`).
    public var reason: String

    /// A failure for `reason`.
    public init(reason: String) {
      self.reason = reason
    }

    /// The reason.
    public var description: String { reason }

    /// The file at the name is no longer the one a snapshot saw: someone changed, replaced or
    /// removed it meanwhile, so it was not written over.
    public static let changedMeanwhile = Failure(
      reason: "it changed after it was read, so it was not written over")
  }

  /// Replaces the file at `path` with `bytes`, in `path`'s folder (which must exist).
  ///
  /// With `keepingModeOf` (the file being edited in place), the new file gets that file's
  /// permission bits, and its owner and group as far as the process may give them. When
  /// `durable`, the bytes reach the disk before the rename. With `unchangedSince`, what is at
  /// `path` must still be what that snapshot saw, checked before the new file is made and again
  /// just before the rename; else nothing is replaced and the failure is `changedMeanwhile`.
  /// The new file is removed on any failure.
  public static func replace(
    at path: String, with bytes: [UInt8], keepingModeOf original: String? = nil,
    durable: Bool = false, unchangedSince snapshot: FileSnapshot? = nil
  ) -> Result<Void, Failure> {
    /// Whether the name no longer holds what `snapshot` saw.
    func changed() -> Bool { snapshot.map { !$0.matches(path) } ?? false }
    if changed() { return .failure(.changedMeanwhile) }
    if let failure = problem(replacing: path) { return .failure(failure) }
    let temporary: String
    let descriptor: Int32
    switch create(beside: path) {
    case .failure(let failure): return .failure(failure)
    case .success(let made): (temporary, descriptor) = made
    }
    /// Gives up on the new file after a failed call: its reason, the file closed and removed.
    func fail() -> Result<Void, Failure> {
      let failure = Failure(reason: reason(errno))
      close(descriptor)
      unlink(temporary)
      return .failure(failure)
    }
    if let original {
      var status = stat()
      guard stat(original, &status) == 0 else { return fail() }
      // The owner only root may give; the group, any member of it. Neither is an error.
      if fchown(descriptor, status.st_uid, status.st_gid) != 0 {
        _ = fchown(descriptor, uid_t.max, status.st_gid)
      }
      guard fchmod(descriptor, status.st_mode & 0o7777) == 0 else { return fail() }
    }
    var rest = bytes[...]
    while !rest.isEmpty {
      let written = rest.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      if written < 0 {
        if errno == EINTR { continue }
        return fail()
      }
      rest = rest.dropFirst(written)
    }
    if durable, fsync(descriptor) != 0 { return fail() }
    guard close(descriptor) == 0 else {
      let failure = Failure(reason: reason(errno))
      unlink(temporary)
      return .failure(failure)
    }
    if changed() {
      unlink(temporary)
      return .failure(.changedMeanwhile)
    }
    return moveIntoPlace(temporary, at: path)
  }

  /// Replaces the file at `path` with the UTF-8 bytes of `text`.
  public static func replace(at path: String, with text: String) -> Result<Void, Failure> {
    replace(at: path, with: Array(text.utf8))
  }

  /// A name in `path`'s folder that nothing has yet, ending as `path` does (so a program that
  /// picks a format by the extension, ffmpeg, picks the same one): the file a writer that is
  /// not ours makes before `moveIntoPlace` puts it at `path`.
  public static func temporaryPath(beside path: String) -> String {
    let slash = path.lastIndex(of: "/")
    let folder = slash.map { String(path[...$0]) } ?? ""
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    let tag = String(UInt64.random(in: 0...UInt64.max), radix: 36)
    return "\(folder).\(tag).tmp-\(name)"
  }

  /// Renames the finished file `temporary` over `path` (a link there is replaced, not
  /// followed); `temporary` is removed when that fails.
  public static func moveIntoPlace(_ temporary: String, at path: String) -> Result<Void, Failure> {
    if let failure = problem(replacing: path) {
      unlink(temporary)
      return .failure(failure)
    }
    guard rename(temporary, path) == 0 else {
      let failure = Failure(reason: reason(errno))
      unlink(temporary)
      return .failure(failure)
    }
    return .success(())
  }

  /// Why the file at `path` may not be replaced: it is a device, a FIFO, a socket or a folder
  /// (renaming a file over `/dev/null` would destroy it), or a regular file the process may not
  /// write; nil when nothing is there, a regular file it may write, or a symbolic link (the
  /// link is replaced, its target untouched).
  public static func problem(replacing path: String) -> Failure? {
    var status = stat()
    guard lstat(path, &status) == 0 else { return nil }
    switch status.st_mode & S_IFMT {
    case S_IFLNK: return nil
    case S_IFDIR: return Failure(reason: "it is a folder")
    case S_IFREG:
      guard access(path, W_OK) == 0 else {
        return Failure(reason: "it is read-only; change its permissions or name another file")
      }
      return nil
    default:
      return Failure(
        reason: "it is a device, a FIFO or a socket, not a regular file; name a regular file")
    }
  }

  /// A new file beside `path`, created exclusively with no link followed, and its descriptor.
  private static func create(beside path: String) -> Result<(String, Int32), Failure> {
    var attempts = 0
    while true {
      let temporary = temporaryPath(beside: path)
      let descriptor = open(
        temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
      if descriptor >= 0 { return .success((temporary, descriptor)) }
      attempts += 1
      guard errno == EEXIST || errno == EINTR, attempts < 16 else {
        return .failure(Failure(reason: reason(errno)))
      }
    }
  }

  /// A short reason for the system error `code`, in our words for the common ones.
  public static func reason(_ code: Int32) -> String {
    switch code {
    case EACCES, EPERM: "permission denied"
    case ENOENT: "its folder does not exist"
    case ENOSPC: "the disk is full"
    case EROFS: "the file system is read-only"
    case EISDIR, ENOTEMPTY, EEXIST: "it is a folder"
    case ENOTDIR: "a part of the path is not a folder"
    case EDQUOT: "the disk quota is used up"
    case ENAMETOOLONG: "the name is too long"
    default: "the system refused (error \(code))"
    }
  }
}
