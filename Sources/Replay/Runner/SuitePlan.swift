/// The planner's view of a suite of tapes played side by side: which tapes are read, which wait
/// for which, which play now, and which results can be told, in the order the tapes were given.
///
/// A pure value, changed only by the thread that plans; the tapes play elsewhere.
struct SuitePlan {
  /// A tape as read: one to play, or the result of one that cannot be read.
  enum Read {
    /// A tape to play and the time reading it took.
    case play(Tape, readTime: Duration)
    /// The result of a tape that cannot be read (it does not play).
    case done(TapeResult)
  }

  /// Where a tape stands.
  private enum Stage {
    /// Read, waiting for earlier tapes or a free worker.
    case waiting(Tape, readTime: Duration)
    /// Playing on a worker.
    case playing(readTime: Duration)
    /// Finished (or not readable), its result not told yet.
    case finished(TapeResult)
    /// Its result was told.
    case told
  }

  /// One accepted tape.
  private struct Entry {
    var stage: Stage
    var claims: TapeClaims
    /// The earlier tapes it must wait for.
    var after: [Int]

    /// Whether the tape has finished (told or not).
    var isFinished: Bool {
      switch stage {
      case .finished, .told: true
      case .waiting, .playing: false
      }
    }

    /// Whether the tape has not started.
    var isWaiting: Bool {
      if case .waiting = stage { return true }
      return false
    }
  }

  /// How paths are compared.
  let paths: CanonicalPath
  /// How many tapes may play at a time.
  let workers: Int
  /// How many tapes the suite has.
  let count: Int
  private var entries: [Entry] = []
  private var playing = 0
  /// The first tape that has not started, below which every tape has.
  private var firstWaiting = 0
  /// How many results were told.
  private(set) var emitted = 0

  /// A plan for `count` tapes, `workers` at a time, comparing paths with `paths`.
  init(count: Int, workers: Int, paths: CanonicalPath) {
    self.count = count
    self.workers = max(1, workers)
    self.paths = paths
  }

  /// How many tapes were read and accepted (the next one to read is at this index).
  var loaded: Int { entries.count }

  /// Whether a tape that is not finished and writes what reading a tape with `claims` looked at.
  func blocksReading(_ claims: TapeClaims) -> Bool {
    entries.contains { entry in
      !entry.isFinished && claims.loadMayDependOn(entry.claims)
    }
  }

  /// Accepts the next tape, as `read` with `claims`: it will wait for every earlier unfinished
  /// tape it must follow.
  mutating func accept(_ read: Read, claims: TapeClaims) {
    switch read {
    case .done(let result):
      entries.append(Entry(stage: .finished(result), claims: claims, after: []))
    case .play(let tape, let readTime):
      let after = entries.indices.filter { index in
        !entries[index].isFinished && claims.mustFollow(entries[index].claims)
      }
      entries.append(Entry(stage: .waiting(tape, readTime: readTime), claims: claims, after: after))
    }
  }

  /// The tapes that may start now (their earlier tapes finished, a worker free), in order;
  /// they count as playing from now.
  mutating func startable() -> [(Int, Tape)] {
    var started: [(Int, Tape)] = []
    var index = firstWaiting
    while index < entries.count, playing < workers {
      if case .waiting(let tape, let readTime) = entries[index].stage,
        entries[index].after.allSatisfy({ entries[$0].isFinished })
      {
        entries[index].stage = .playing(readTime: readTime)
        playing += 1
        started.append((index, tape))
      }
      index += 1
    }
    while firstWaiting < entries.count, !entries[firstWaiting].isWaiting { firstWaiting += 1 }
    return started
  }

  /// Records the result of the tape at `index` (its wall time then includes reading it).
  mutating func finished(_ index: Int, _ result: TapeResult) {
    guard case .playing(let readTime) = entries[index].stage else { return }
    var result = result
    result.wallTime += readTime
    entries[index].stage = .finished(result)
    playing -= 1
  }

  /// The next result to tell, if it is known.
  mutating func nextToReport() -> TapeResult? {
    guard emitted < entries.count, case .finished(let result) = entries[emitted].stage else {
      return nil
    }
    entries[emitted].stage = .told
    emitted += 1
    return result
  }

  /// Whether the next result to tell is known.
  var hasReport: Bool {
    guard emitted < entries.count, case .finished = entries[emitted].stage else { return false }
    return true
  }
}
