import SessionEngine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The journal `mamsim record` keeps beside the tape while it records (`TAPE.partial`), so a
/// session killed before its end (`kill -9`, a crash) is not lost.
///
/// It is written whole after every key the session handled, under the same secret rules as the
/// tape (each write replaces the file at once, so a kill leaves one whole journal), and removed
/// once the tape is written.
struct TapeJournal {
  /// The journal's path: the tape's with `.partial` added.
  let path: String
  /// Why the latest write failed, or nil when it succeeded.
  private(set) var failure: String?

  /// The journal of the tape at `tapePath`.
  init(tapePath: String) {
    path = tapePath + ".partial"
  }

  /// Whether anything (a file, a folder, a link) is at the journal's path: an earlier session's
  /// journal, not to be written over.
  var exists: Bool {
    var status = stat()
    return lstat(path, &status) == 0
  }

  /// Replaces the journal with `text`; false (the reason kept in `failure`) when it could not.
  @discardableResult
  mutating func write(_ text: String) -> Bool {
    switch OutputFile.replace(at: path, with: text) {
    case .success:
      failure = nil
      return true
    case .failure(let reason):
      failure = reason.reason
      return false
    }
  }

  /// Removes the journal (once the tape holds the session).
  func remove() {
    unlink(path)
  }
}
