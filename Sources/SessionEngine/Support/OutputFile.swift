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
///
/// The folder is opened once, and the new file made, the name checked and the rename done
/// relative to it, so the new file and the name are certainly in the same folder. A file written
/// `under` a folder (a tape's output) reaches its own folder from there one folder at a time,
/// refusing a symbolic link on the way (`OutputFolder`): what a check by path found inside that
/// folder is still inside it when written.
public enum OutputFile {
  /// Why a file could not be written.
  public struct Failure: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong, in a few words a person can act on (`permission denied`).
    public var reason: String
    /// The folder on the way the failure is about (one that is a symbolic link, no folder, or
    /// could not be made or opened), when not the file itself: `reason` then names it in a
    /// whole sentence. Nil when the failure is about the file.
    public var folder: String?
    /// Whether `folder` is a symbolic link, which a file written under a folder is never
    /// written through (`replace(at:under:with:creatingFolders:)`).
    public var isSymbolicLink: Bool

    /// A failure for `reason`, about the folder on the way `folder` (a link when
    /// `isSymbolicLink`) when there is one.
    public init(reason: String, folder: String? = nil, isSymbolicLink: Bool = false) {
      self.reason = reason
      self.folder = folder
      self.isSymbolicLink = isSymbolicLink
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
  /// The new file is removed on any failure. The folder is opened once and the new file made,
  /// checked and renamed relative to it, so both names are certainly in the same folder.
  public static func replace(
    at path: String, with bytes: [UInt8], keepingModeOf original: String? = nil,
    durable: Bool = false, unchangedSince snapshot: FileSnapshot? = nil
  ) -> Result<Void, Failure> {
    if let snapshot, !snapshot.matches(path) { return .failure(.changedMeanwhile) }
    let (folderPath, name) = split(path)
    switch OutputFolder.open(folderPath) {
    case .failure(let failure): return .failure(failure)
    case .success(let folder):
      return replace(
        name, in: folder, path: path, with: bytes, keepingModeOf: original, durable: durable,
        unchangedSince: snapshot)
    }
  }

  /// Replaces the file `relative` under the folder `base` with `bytes`, never through a link:
  /// each folder of `relative` is opened from the one before with no symbolic link followed
  /// (missing ones made when `creatingFolders`, and `base` too), and the file is then replaced
  /// as `replace(at:with:)` does, relative to the last folder. So what a check by path found
  /// inside `base` is still inside it when written, even if a folder on the way was swapped for
  /// a link meanwhile; such a link is refused, its failure's `symbolicLink` naming it.
  public static func replace(
    at relative: String, under base: String, with bytes: [UInt8], creatingFolders: Bool = false
  ) -> Result<Void, Failure> {
    let (folderPath, name) = split(relative)
    switch OutputFolder.open(folderPath, under: base, creating: creatingFolders) {
    case .failure(let failure): return .failure(failure)
    case .success(let folder):
      return replace(name, in: folder, path: join(base, relative), with: bytes)
    }
  }

  /// Replaces the file at `path` with the UTF-8 bytes of `text`.
  public static func replace(at path: String, with text: String) -> Result<Void, Failure> {
    replace(at: path, with: Array(text.utf8))
  }

  /// Replaces the file `name` of the open `folder` (`path` for the snapshot check) with
  /// `bytes`, as `replace(at:with:keepingModeOf:durable:unchangedSince:)` tells.
  private static func replace(
    _ name: String, in folder: OutputFolder, path: String, with bytes: [UInt8],
    keepingModeOf original: String? = nil, durable: Bool = false,
    unchangedSince snapshot: FileSnapshot? = nil
  ) -> Result<Void, Failure> {
    /// Whether the name no longer holds what `snapshot` saw.
    func changed() -> Bool { snapshot.map { !$0.matches(path) } ?? false }
    if let failure = problem(replacing: name, in: folder) { return .failure(failure) }
    let temporary: String
    let descriptor: Int32
    switch create(beside: name, in: folder) {
    case .failure(let failure): return .failure(failure)
    case .success(let made): (temporary, descriptor) = made
    }
    /// Gives up on the new file after a failed call: its reason, the file closed and removed.
    func fail() -> Result<Void, Failure> {
      let failure = Failure(reason: reason(errno))
      close(descriptor)
      unlinkat(folder.descriptor, temporary, 0)
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
      unlinkat(folder.descriptor, temporary, 0)
      return .failure(failure)
    }
    if changed() {
      unlinkat(folder.descriptor, temporary, 0)
      return .failure(.changedMeanwhile)
    }
    return move(temporary, to: name, in: folder)
  }

  /// A name in `path`'s folder that nothing has yet, ending as `path` does: the new file that
  /// is renamed over `path` once written.
  static func temporaryPath(beside path: String) -> String {
    let slash = path.lastIndex(of: "/")
    let folder = slash.map { String(path[...$0]) } ?? ""
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    let tag = String(UInt64.random(in: 0...UInt64.max), radix: 36)
    return "\(folder).\(tag).tmp-\(name)"
  }

  /// Makes the folder `relative` under `base` and the missing ones on the way (and `base`),
  /// never through a link, as `replace(at:under:with:creatingFolders:)` makes them; the
  /// failure, or nil.
  public static func makeFolders(_ relative: String, under base: String) -> Failure? {
    if case .failure(let failure) = OutputFolder.open(relative, under: base, creating: true) {
      return failure
    }
    return nil
  }

  /// Renames `temporary` over `name`, both in the open `folder`, after `problem(replacing:)`'s
  /// checks of `name`; `temporary` is removed when that fails.
  static func move(_ temporary: String, to name: String, in folder: OutputFolder)
    -> Result<Void, Failure>
  {
    if let failure = problem(replacing: name, in: folder) {
      unlinkat(folder.descriptor, temporary, 0)
      return .failure(failure)
    }
    guard renameat(folder.descriptor, temporary, folder.descriptor, name) == 0 else {
      let failure = Failure(reason: reason(errno))
      unlinkat(folder.descriptor, temporary, 0)
      return .failure(failure)
    }
    return .success(())
  }

  /// Why the file at `path` may not be replaced: it is a device, a FIFO, a socket or a folder
  /// (renaming a file over `/dev/null` would destroy it), or a regular file the process may not
  /// write; nil when nothing is there, a regular file it may write, or a symbolic link (the
  /// link is replaced, its target untouched).
  public static func problem(replacing path: String) -> Failure? {
    problem(replacing: path, relativeTo: AT_FDCWD)
  }

  /// Why the file `name` of the open `folder` may not be replaced, as `problem(replacing:)`
  /// tells; a name that is empty, `.` or `..` is the folder itself.
  static func problem(replacing name: String, in folder: OutputFolder) -> Failure? {
    if name.isEmpty || name == "." || name == ".." { return Failure(reason: "it is a folder") }
    return problem(replacing: name, relativeTo: folder.descriptor)
  }

  /// Why the file at `path`, relative to the folder `descriptor`, may not be replaced.
  private static func problem(replacing path: String, relativeTo descriptor: Int32) -> Failure? {
    var status = stat()
    guard fstatat(descriptor, path, &status, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
    switch status.st_mode & S_IFMT {
    case S_IFLNK: return nil
    case S_IFDIR: return Failure(reason: "it is a folder")
    case S_IFREG:
      guard faccessat(descriptor, path, W_OK, 0) == 0 else {
        return Failure(reason: "it is read-only; change its permissions or name another file")
      }
      return nil
    default:
      return Failure(
        reason: "it is a device, a FIFO or a socket, not a regular file; name a regular file")
    }
  }

  /// A new file beside `name` in the open `folder`, created exclusively with no link followed:
  /// its name and descriptor.
  static func create(beside name: String, in folder: OutputFolder)
    -> Result<(String, Int32), Failure>
  {
    var attempts = 0
    while true {
      let temporary = temporaryPath(beside: name)
      let descriptor = openat(
        folder.descriptor, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
      if descriptor >= 0 { return .success((temporary, descriptor)) }
      attempts += 1
      guard errno == EEXIST || errno == EINTR, attempts < 16 else {
        return .failure(Failure(reason: reason(errno)))
      }
    }
  }

  /// `path`'s folder (`.` for a bare name, `/` at the root) and its last part.
  static func split(_ path: String) -> (folder: String, name: String) {
    guard let slash = path.lastIndex(of: "/") else { return (".", path) }
    let folder = String(path[..<slash])
    return (folder.isEmpty ? "/" : folder, String(path[path.index(after: slash)...]))
  }

  /// `relative` under `base`, as messages and snapshot checks name it.
  private static func join(_ base: String, _ relative: String) -> String {
    if base == "." || base.isEmpty { return relative }
    return base.hasSuffix("/") ? base + relative : base + "/" + relative
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
