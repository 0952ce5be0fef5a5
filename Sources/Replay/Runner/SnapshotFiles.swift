import Synchronization

/// Snapshot files read once for all the plays of a runner: repeated plays of a tape compare with
/// the text already read instead of reading the file again.
final class SnapshotFiles: Sendable {
  /// The texts read or written so far, by path (nil for a file that could not be read).
  private let texts = Mutex<[String: String?]>([:])

  /// An empty cache.
  init() {}

  /// The text of the snapshot at `path`, or nil when it cannot be read.
  func read(_ path: String) -> String? {
    if let known = texts.withLock({ $0[path] }) { return known }
    let text = TapeFiles.read(path)
    texts.withLock { $0[path] = .some(text) }
    return text
  }

  /// Writes `text` as the snapshot at `path`; returns a problem, if any.
  func write(_ text: String, to path: String) -> String? {
    let problem = TapeFiles.write(text, to: path)
    texts.withLock { $0[path] = problem == nil ? .some(text) : nil }
    return problem
  }
}
