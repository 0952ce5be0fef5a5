import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What is at a name at one moment, to tell later whether it changed: nothing, or the file's
/// device, inode, size and times, and (when asked) its bytes.
///
/// Any write moves the modification time and a rename puts another inode at the name; the
/// change time moves even when a program sets the modification time back. The bytes catch the
/// edit made within the same tick of the file system's clock. `OutputFile` takes one so that a
/// file someone edited after it was read is not written over.
public struct FileSnapshot: Equatable, Sendable {
  /// What the name held.
  public enum Status: Equatable, Sendable {
    /// Nothing is at the name.
    case absent
    /// Something is at the name (a link is taken as itself, not followed).
    case present(device: UInt64, inode: UInt64, size: Int64, modified: Times, changed: Times)
  }

  /// A moment as the file system keeps it: seconds and nanoseconds.
  public struct Times: Equatable, Sendable {
    /// Whole seconds since 1970.
    public var seconds: Int64
    /// Nanoseconds past them.
    public var nanoseconds: Int64
  }

  /// What the name held.
  public var status: Status
  /// The file's bytes, when they were read (nil when not asked, or not readable).
  public var contents: [UInt8]?

  /// Whether something was at the name.
  public var exists: Bool { status != .absent }

  /// What is at `path` now, with its bytes when `withContents` (a regular file up to
  /// `BoundedFile.defaultLimit`); nil when that cannot be told (a folder on the way may not be
  /// searched, say).
  public static func of(_ path: String, withContents: Bool = false) -> FileSnapshot? {
    var status = stat()
    guard lstat(path, &status) == 0 else {
      return errno == ENOENT ? FileSnapshot(status: .absent) : nil
    }
    #if canImport(Glibc)
      let modified = Times(
        seconds: Int64(status.st_mtim.tv_sec), nanoseconds: Int64(status.st_mtim.tv_nsec))
      let changed = Times(
        seconds: Int64(status.st_ctim.tv_sec), nanoseconds: Int64(status.st_ctim.tv_nsec))
    #else
      let modified = Times(
        seconds: Int64(status.st_mtimespec.tv_sec),
        nanoseconds: Int64(status.st_mtimespec.tv_nsec))
      let changed = Times(
        seconds: Int64(status.st_ctimespec.tv_sec),
        nanoseconds: Int64(status.st_ctimespec.tv_nsec))
    #endif
    var snapshot = FileSnapshot(
      status: .present(
        device: UInt64(status.st_dev), inode: UInt64(status.st_ino), size: Int64(status.st_size),
        modified: modified, changed: changed))
    if withContents, status.st_mode & S_IFMT == S_IFREG,
      case .success(let data) = BoundedFile.contents(of: path)
    {
      snapshot.contents = Array(data)
    }
    return snapshot
  }

  /// Whether `path` still holds what this snapshot saw (its bytes too, when it has them).
  public func matches(_ path: String) -> Bool {
    FileSnapshot.of(path, withContents: contents != nil) == self
  }

  /// Whether the same file (the same device and inode) is at both names, following links.
  public static func sameFile(_ first: String, _ second: String) -> Bool {
    var one = stat()
    var other = stat()
    guard stat(first, &one) == 0, stat(second, &other) == 0 else { return false }
    return one.st_dev == other.st_dev && one.st_ino == other.st_ino
  }
}
