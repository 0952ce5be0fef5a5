import FoundationEssentials

/// Why a file could not be written, in a few words a person can act on.
enum FileWriteProblem {
  /// The reason `error` gives for failing to write a file: the system's error when it has one
  /// (`its folder does not exist`, `it is a folder`, `permission denied`, ...), else the error.
  static func reason(_ error: any Error) -> String {
    guard let cocoa = error as? CocoaError,
      let posix = cocoa.userInfo["NSUnderlyingError"] as? POSIXError
    else { return "\(error)" }
    switch posix.code {
    case .ENOENT, .ENOTDIR: return "its folder does not exist"
    case .EISDIR: return "it is a folder"
    case .EACCES, .EPERM: return "permission denied"
    case .EROFS: return "the file system is read-only"
    case .ENOSPC: return "no space left on the device"
    default: return "system error \(posix.code.rawValue)"
    }
  }
}
