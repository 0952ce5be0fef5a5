import SessionEngine
import Synchronization

/// Snapshot files read once for all the plays of a runner: repeated plays of a tape compare with
/// the text already read instead of reading the file again.
final class SnapshotFiles: Sendable {
  /// The texts read or written so far, by path (nil for a file that could not be read).
  private let texts = Mutex<[String: String?]>([:])

  /// An empty cache.
  init() {}

  /// The largest snapshot read (1 MiB): a screen of the largest terminal a tape sets is a
  /// small part of it, so a larger file is no snapshot mamsim wrote.
  static let maximumBytes = 1 << 20

  /// The text of the snapshot at `path`, or nil when it cannot be read (missing, not UTF-8,
  /// or larger than `maximumBytes`, which `isTooLarge` tells).
  func read(_ path: String) -> String? {
    if let known = texts.withLock({ $0[path] }) { return known }
    var text: String?
    if case .success(let data) = BoundedFile.contents(of: path, limit: Self.maximumBytes) {
      text = String(validating: data, as: UTF8.self)
    }
    texts.withLock { $0[path] = .some(text) }
    return text
  }

  /// Whether the file at `path` is larger than a snapshot may be.
  static func isTooLarge(_ path: String) -> Bool {
    if case .failure(.tooLarge) = BoundedFile.contents(of: path, limit: maximumBytes) {
      return true
    }
    return false
  }

  /// Writes `text` as the snapshot at `path`, inside the tape's folder `folder` and never
  /// through a link; returns a problem, if any.
  func write(_ text: String, to path: String, under folder: String) -> String? {
    let problem = TapeFiles.write(text, to: path, under: folder)
    texts.withLock { $0[path] = problem == nil ? .some(text) : nil }
    return problem
  }
}
