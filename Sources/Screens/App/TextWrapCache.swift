import Synchronization

/// The lines `TextWrap` gave for each text and width asked before, so that a screen drawn again
/// (a key typed, the focus moved, the clock ticked, the same screen in the next play of a tape)
/// does not wrap its sentences again.
///
/// A function of its inputs: every answer equals `TextWrap`'s (`TextWrapCacheTests` compares
/// them). One cache may serve one view, or every play of a tape runner (which hands the same
/// cache to each play's program, on any thread: the entries are kept under a lock). At most
/// `limit` texts are kept, and when it is full it starts over, so a long suite cannot make it
/// grow without bound.
public final class TextWrapCache: Sendable {
  /// The most texts kept at once.
  public static let limit = 1024
  /// The lines by measure (a width, with or without orphans; a view uses one or two), then by
  /// text. (A short list of measures and dictionaries keyed by `String` only: a dictionary with
  /// a key type the program had not used yet cost the first picture a search of every
  /// conformance in the binary, 0.3 M instructions.)
  private let store = Mutex(Store())

  /// What is kept, under the lock.
  private struct Store {
    var entries: [(width: Int, withoutOrphan: Bool, lines: [String: [String]])] = []
    /// How many texts are kept, over all measures.
    var kept = 0
  }

  /// An empty cache.
  public init() {}

  /// How many texts are kept (for tests).
  public var count: Int { store.withLock { $0.kept } }

  /// `TextWrap.linesWithoutOrphan(text, width:)` when `withoutOrphan`, else
  /// `TextWrap.lines(text, width:)`.
  public func lines(_ text: String, width: Int, withoutOrphan: Bool) -> [String] {
    let found = store.withLock { store -> [String]? in
      guard
        let index = store.entries.firstIndex(where: {
          $0.width == width && $0.withoutOrphan == withoutOrphan
        })
      else { return nil }
      return store.entries[index].lines[text]
    }
    if let found { return found }
    // Wrapped outside the lock, so that other threads' plays do not wait for it.
    let lines =
      withoutOrphan
      ? TextWrap.linesWithoutOrphan(text, width: width) : TextWrap.lines(text, width: width)
    store.withLock { store in
      if store.kept >= Self.limit {
        store.entries.removeAll()
        store.kept = 0
      }
      var index = store.entries.firstIndex {
        $0.width == width && $0.withoutOrphan == withoutOrphan
      }
      if index == nil {
        store.entries.append((width, withoutOrphan, [:]))
        index = store.entries.count - 1
      }
      if let index, store.entries[index].lines.updateValue(lines, forKey: text) == nil {
        store.kept += 1
      }
    }
    return lines
  }
}
