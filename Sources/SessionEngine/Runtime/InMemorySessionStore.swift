/// A session store in process memory, for tests: snapshots survive a new runtime, not the process.
///
/// One runtime per app at a time: each step starts from the runtime's own snapshot.
public final class InMemorySessionStore: SessionStore {
  /// Nowhere on disk.
  public var location: String? { nil }

  private var snapshots: [String: RuntimeSnapshot] = [:]

  /// An empty store.
  public init() {}

  /// The saved snapshot of `bundleId`, if any.
  public func loadSnapshot(bundleId: String) throws(SessionStoreError) -> RuntimeSnapshot? {
    snapshots[bundleId]
  }

  /// Runs `body` from `current` and keeps its result.
  public func step(
    bundleId: String, from current: RuntimeSnapshot,
    _ body: (RuntimeSnapshot) -> (RuntimeSnapshot, [SessionEffect])
  ) throws(SessionStoreError) {
    let (after, _) = body(current)
    snapshots[bundleId] = after
  }

  /// Forgets the app `bundleId` (an uninstall).
  public func remove(bundleId: String) {
    snapshots[bundleId] = nil
  }
}
