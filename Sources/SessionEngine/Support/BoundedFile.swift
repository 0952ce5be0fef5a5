import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a whole file, refusing one larger than a limit without reading past it.
///
/// A device or a pipe named as an input (`/dev/zero`, a FIFO) is read only up to the limit, so no
/// file makes a reader wait or grow without end.
public enum BoundedFile {
  /// The largest input file any reader accepts by default, in bytes (4 MiB).
  public static let defaultLimit = 4 << 20

  /// Why a file could not be read.
  public enum Failure: Error, Equatable, Sendable, CustomStringConvertible {
    /// Nothing is at the path; `resolved` is the absolute path that was looked for.
    case missing(resolved: String)
    /// The path names a folder.
    case folder
    /// It exists but cannot be opened or read (`reason` is the system's word for why).
    case unreadable(reason: String)
    /// It is larger than `limit` bytes.
    case tooLarge(limit: Int)

    /// The reason in our words, to follow a file name.
    public var description: String {
      switch self {
      case .missing(let resolved): "there is no such file (looked for \(resolved))"
      case .folder: "it is a folder, not a file"
      case .unreadable(let reason): "the file cannot be read: \(reason)"
      case .tooLarge(let limit): "the file is larger than \(limit) bytes, the most accepted"
      }
    }

    /// Why opening or reading `path` failed with `code` (an `errno` value).
    static func from(errno code: Int32, path: String) -> Failure {
      switch code {
      case ENOENT, ENOTDIR:
        let absolute =
          path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        return .missing(resolved: URL(fileURLWithPath: absolute).standardized.path)
      case EISDIR: return .folder
      default: return .unreadable(reason: String(cString: strerror(code)).lowercased())
      }
    }
  }

  /// The bytes of the file at `path`, at most `limit` of them.
  public static func contents(
    of path: String, limit: Int = defaultLimit
  ) -> Result<Data, Failure> {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { return .failure(.from(errno: errno, path: path)) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return .failure(.from(errno: errno, path: path)) }
    if (status.st_mode & S_IFMT) == S_IFDIR { return .failure(.folder) }
    if (status.st_mode & S_IFMT) == S_IFREG, Int(status.st_size) > limit {
      return .failure(.tooLarge(limit: limit))
    }
    // Blocking reads from here on (a FIFO was opened without waiting for a writer).
    let flags = fcntl(descriptor, F_GETFL)
    if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) }
    var bytes: [UInt8] = []
    // A regular file is read in a chunk a little larger than it (so the read that finds its end
    // needs no second zeroed 64 KiB buffer); anything else in chunks of 64 KiB.
    let isRegular = (status.st_mode & S_IFMT) == S_IFREG
    let chunkSize = isRegular ? min(65_536, max(4_096, Int(status.st_size) + 1)) : 65_536
    var chunk = [UInt8](repeating: 0, count: chunkSize)
    while true {
      let count = chunk.withUnsafeMutableBytes { buffer in
        read(descriptor, buffer.baseAddress, buffer.count)
      }
      if count < 0 {
        if errno == EINTR { continue }
        return .failure(.from(errno: errno, path: path))
      }
      if count == 0 { break }
      bytes += chunk[0..<count]
      if bytes.count > limit { return .failure(.tooLarge(limit: limit)) }
    }
    return .success(Data(bytes))
  }
}
