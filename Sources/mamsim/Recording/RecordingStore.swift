import DeviceStore
import SessionEngine

/// A session store that passes every step to another one and remembers what each step saved.
final class RecordingStore: SessionStore {
  /// Nowhere on disk.
  var location: String? { nil }

  private let inner: DeviceStore
  private var saved: [RuntimeSnapshot] = []

  /// Records the steps saved into `inner`.
  init(_ inner: DeviceStore) {
    self.inner = inner
  }

  /// The inner store's snapshot.
  func loadSnapshot(bundleId: String) throws(SessionStoreError) -> RuntimeSnapshot? {
    try inner.loadSnapshot(bundleId: bundleId)
  }

  /// Runs the step in the inner store, then reads back what it saved.
  func step(
    bundleId: String, from current: RuntimeSnapshot,
    _ body: (RuntimeSnapshot) -> (RuntimeSnapshot, [SessionEffect])
  ) throws(SessionStoreError) {
    try inner.step(bundleId: bundleId, from: current, body)
    do {
      if let snapshot = try inner.storedSnapshot(bundleId: bundleId) { saved.append(snapshot) }
    } catch {
      throw SessionStoreError(error.message)
    }
  }

  /// The snapshots saved since the last call.
  func takeSaved() -> [RuntimeSnapshot] {
    defer { saved = [] }
    return saved
  }
}
