/// A session store in process memory, for tests: snapshots survive a new runtime, not the process.
public final class InMemorySessionStore: SessionStore {
  private var snapshots: [String: RuntimeSnapshot] = [:]

  /// An empty store.
  public init() {}

  /// The saved snapshot of `bundleId`, if any.
  public func loadSnapshot(bundleId: String) throws(SessionStoreError) -> RuntimeSnapshot? {
    snapshots[bundleId]
  }

  /// Runs `body` from the saved snapshot (or `current`) and keeps its result.
  public func step(
    bundleId: String, from current: RuntimeSnapshot,
    _ body: (RuntimeSnapshot) -> (RuntimeSnapshot, [SessionEffect])
  ) throws(SessionStoreError) {
    let (after, _) = body(snapshots[bundleId] ?? current)
    snapshots[bundleId] = after
  }

  /// Forgets the app `bundleId` (an uninstall).
  public func remove(bundleId: String) {
    snapshots[bundleId] = nil
  }
}
