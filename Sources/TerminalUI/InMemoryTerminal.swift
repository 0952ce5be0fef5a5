/// A terminal kept in memory, for tests and headless replays.
///
/// It remembers the last frame drawn, hands out keys queued in advance and never waits.
public final class InMemoryTerminal: Terminal {
  /// The size the app sees; change it with `resize(to:)` to also queue a `.resize` key.
  public var size: TerminalSize
  /// The last frame drawn (blank until the first `draw`).
  public private(set) var screen: CellBuffer
  /// How many frames were drawn.
  public private(set) var framesDrawn = 0
  /// How many times `restore()` was called.
  public private(set) var restoreCount = 0
  /// Keys queued so far, some perhaps already handed out.
  private var queue: [Key] = []
  /// The index in `queue` of the next key to hand out.
  private var nextKeyIndex = 0

  /// Creates a blank terminal of the given size.
  public init(size: TerminalSize = TerminalSize(columns: 80, rows: 24)) {
    self.size = size
    screen = CellBuffer(size: size)
  }

  /// The text of the last frame, rows joined with newlines, trailing spaces kept.
  public var screenText: String { screen.text(trimmingTrailingSpaces: false) }

  /// Keys still to be returned by `readKey`, first one first.
  public var pendingKeys: [Key] { Array(queue[nextKeyIndex...]) }

  /// True once `restore()` has been called.
  public var isRestored: Bool { restoreCount > 0 }

  /// Keeps the frame as `screen` and counts it.
  public func draw(_ buffer: CellBuffer) {
    screen = buffer
    framesDrawn += 1
  }

  /// Returns the next queued key, or nil at once when the queue is empty (it never waits).
  public func readKey(timeout: Duration) -> Key? {
    guard nextKeyIndex < queue.count else { return nil }
    let key = queue[nextKeyIndex]
    nextKeyIndex += 1
    if nextKeyIndex == queue.count {
      queue.removeAll()
      nextKeyIndex = 0
    }
    return key
  }

  /// Queues keys for `readKey`, after those already queued.
  public func enqueue(_ keys: [Key]) {
    queue.append(contentsOf: keys)
  }

  /// Changes the size and queues a `.resize` key, as a real terminal would.
  public func resize(to newSize: TerminalSize) {
    size = newSize
    enqueue([.resize])
  }

  /// Counts the call; there is nothing to give back.
  public func restore() {
    restoreCount += 1
  }
}
