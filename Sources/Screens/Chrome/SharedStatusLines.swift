import Synchronization

/// The status lines made in one string table, kept for every view that draws in those words
/// (the plays of a tape runner, through their `DrawingCache`): a `StatusLineCache` under a lock.
///
/// Every answer is `StatusLine.text(for:strings:)` for the inputs and the table it was made
/// for (`StatusLineCacheTests`).
final class SharedStatusLines: Sendable {
  /// The words the lines are made in.
  let strings: StringTable
  /// The lines made so far.
  private let cache = Mutex(StatusLineCache())

  /// An empty cache of lines in `strings`.
  init(strings: StringTable) {
    self.strings = strings
  }

  /// The status line for `inputs` in this cache's words: kept from an earlier call, else made
  /// (outside the lock) and kept.
  func text(for inputs: StatusLine.Inputs) -> String {
    if let kept = cache.withLock({ $0.kept(for: inputs) }) { return kept }
    let text = StatusLine.text(for: inputs, strings: strings)
    cache.withLock { $0.keep(text, for: inputs) }
    return text
  }
}
