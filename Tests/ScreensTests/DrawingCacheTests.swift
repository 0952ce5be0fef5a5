import SessionEngine
import Testing

@testable import Screens

/// The phone's screens kept for the programs sharing a drawing cache: every picture drawn with
/// them equals one drawn afresh, and the cache keeps no more than its bounds.
@Suite struct DrawingCacheTests {
  /// Signs in, restarts, sets a PIN and signs out, comparing every picture with one drawn afresh.
  private func walk(_ pilot: Pilot, _ label: String) {
    let size = pilot.size
    func step(_ name: String, _ action: () -> Void) {
      action()
      let drawn = pilot.app.render(size: size)
      let fresh = pilot.app.drawAfresh(size: size)
      let same = drawn == fresh
      #expect(same, "\(label): after \(name)")
    }
    step("launch") {}
    for character in "alex@contoso.com" { step("typing") { pilot.press(.character(character)) } }
    step("tab") { pilot.press(.tab) }
    for character in "Pilot-Alex" { step("password") { pilot.press(.character(character)) } }
    step("sign in") { pilot.press(.enter) }
    for tick in 0..<20 { step("waiting \(tick)") { pilot.wait(.milliseconds(200)) } }
    step("restart") { pilot.press(.enter) }
    step("relaunch") { pilot.press(.enter) }
    for tick in 0..<15 { step("splash \(tick)") { pilot.wait(.milliseconds(200)) } }
    for character in "25802580" { step("PIN") { pilot.press(.character(character)) } }
    step("settle") { pilot.wait(.seconds(2)) }
    step("menu") { pilot.press(.tab, .enter) }
    step("sign out") { pilot.press(.down, .enter) }
    step("signed out") { pilot.wait(.seconds(3)) }
  }

  @Test func programsSharingTheCacheDrawWhatIsDrawnAfresh() {
    let drawings = DrawingCache()
    let wide = TerminalSize(columns: 100, rows: 30)
    walk(Pilot(size: wide, drawings: drawings), "first")
    let kept = drawings.pictureCount
    #expect(kept > 0)
    // The same flow again answers from the cache; other sizes, a theme and a language do not
    // take another's pictures.
    walk(Pilot(size: wide, drawings: drawings), "again")
    walk(Pilot(size: wide, appearance: .dark, drawings: drawings), "dark")
    walk(Pilot(strings: StringTable(language: .german), drawings: drawings), "german, 80×24")
    walk(Pilot(size: TerminalSize(columns: 60, rows: 24), drawings: drawings), "narrow")
    #expect(drawings.pictureCount <= drawings.pictureLimit)
    #expect(drawings.cellCount <= drawings.cellLimit)
  }

  @Test func theInteractiveCacheStaysSmallAndDrawsWhatIsDrawnAfresh() {
    let drawings = DrawingCache.interactive()
    #expect(drawings.pictureLimit == 8 && drawings.cellLimit == 8_192)
    walk(Pilot(drawings: drawings), "interactive")
    walk(Pilot(drawings: drawings), "interactive, again")
    #expect(drawings.pictureCount > 0)
    #expect(drawings.pictureCount <= 8)
    #expect(drawings.cellCount <= 8_192)
  }

  @Test func smallLimitsKeepTheNewestPictures() {
    let drawings = DrawingCache(pictureLimit: 3, cellLimit: 100_000)
    for index in 0..<10 {
      drawings.keep(picture(index))
      #expect(drawings.pictureCount <= 3)
      #expect(drawings.picture(for: picture(index).key) != nil)
    }
    #expect(drawings.picture(for: picture(8).key) != nil)
    #expect(drawings.picture(for: picture(6).key) == nil)
    let single = DrawingCache(pictureLimit: 0, cellLimit: -5)
    #expect(single.pictureLimit == 1 && single.cellLimit == 0)
    single.keep(picture(1))
    #expect(single.pictureCount == 0)
  }

  private func picture(_ index: Int, width: Int = 40, height: Int = 26) -> PhonePicture {
    PhonePicture(
      key: PhonePicture.Key(
        area: Rect(x: 2, y: 2, width: width, height: height), spinnerFrame: nil,
        content: ScreenContent(surface: .sdk, elements: [.text("screen \(index)")]), ui: UIState(),
        theme: .systemLight),
      cells: CellBuffer(width: width, height: height), regions: [], cursor: nil)
  }

  @Test func keepsNoMoreThanItsBoundsAndDropsTheOldestFirst() {
    let drawings = DrawingCache()
    for index in 0..<(drawings.pictureLimit * 3) {
      drawings.keep(picture(index))
      #expect(drawings.pictureCount <= drawings.pictureLimit)
      #expect(drawings.cellCount <= drawings.cellLimit)
      #expect(drawings.picture(for: picture(index).key) != nil)
    }
    #expect(drawings.picture(for: picture(0).key) == nil)
    // Big pictures are bounded by cells before count.
    for index in 0..<10 { drawings.keep(picture(1000 + index, width: 200, height: 100)) }
    #expect(drawings.cellCount <= drawings.cellLimit)
    #expect(drawings.picture(for: picture(1009, width: 200, height: 100).key) != nil)
    #expect(drawings.picture(for: picture(1000, width: 200, height: 100).key) == nil)
    // One picture larger than the whole bound is not kept.
    drawings.keep(picture(2000, width: 400, height: 200))
    #expect(drawings.picture(for: picture(2000, width: 400, height: 200).key) == nil)
  }

  /// A grid with wide characters straddling the edges of the phone's area.
  private func background(_ size: TerminalSize) -> CellBuffer {
    var buffer = CellBuffer(size: size)
    for row in 0..<size.rows {
      buffer.put(String(repeating: "会議x", count: size.columns / 3 + 1), x: row % 2, y: row)
    }
    return buffer
  }

  @Test func aCopiedScreenEqualsOneDrawnInPlace() {
    let renderer = LayoutRenderer(theme: .systemDark)
    let size = TerminalSize(columns: 50, rows: 20)
    let content = ScreenContent(
      surface: .sdk,
      elements: [
        .text("会議の議事録 メモ and 👩‍💻 then e\u{301}te\u{301}"),
        .field(id: "f", label: "名前", masked: false),
        .buttons([ButtonSpec(id: "ok", label: "続ける")]),
      ])
    var ui = UIState()
    ui.focus = "f"
    ui.fields["f"] = "会議会議会議会議会議会議会議会議会議会議会議会議会議"
    for area in [
      Rect(x: 3, y: 2, width: 21, height: 12), Rect(x: 0, y: 0, width: 50, height: 20),
      Rect(x: 4, y: 1, width: 30, height: 18),
    ] {
      var inPlace = background(size)
      let regions = renderer.draw(content, ui: ui, spinnerFrame: 0, into: &inPlace, area: area)
      var scratch = background(size)
      scratch.cursorPosition = nil
      _ = renderer.draw(content, ui: ui, spinnerFrame: 0, into: &scratch, area: area)
      var cells = CellBuffer(width: area.width, height: area.height)
      cells.copy(area, from: scratch, toX: 0, y: 0)
      var copied = background(size)
      copied.copy(
        Rect(x: 0, y: 0, width: area.width, height: area.height), from: cells, toX: area.x,
        y: area.y)
      copied.cursorPosition = scratch.cursorPosition
      let same = copied == inPlace
      #expect(same, "\(area)")
      #expect(!regions.isEmpty)
    }
  }

  @Test func outlinedBlanksAreTheOnesDrawnAfreshAndKeptPerLayout() throws {
    let cache = DrawingCache()
    let sizes = [(80, 24), (100, 30), (60, 26), (120, 40), (80, 24), (90, 28), (100, 30)]
    for (columns, rows) in sizes + sizes {
      let layout = try #require(Layout(size: TerminalSize(columns: columns, rows: rows)))
      let blank = cache.outlinedBlank(layout)
      #expect(blank == DrawingCache.drawOutlinedBlank(layout), "\(columns)×\(rows)")
      #expect(blank.size == layout.size)
      #expect(blank.line(layout.phoneFrame.y).contains("╭"))
    }
  }

  /// A line copied from the cache onto a grid leaves it as filling the row and putting the cut
  /// text there does, found again or drawn, over wide characters cut at either edge, and the
  /// cache empties itself past its bound.
  @Test func aCopiedLineEqualsOneFilledAndPut() {
    let drawings = DrawingCache()
    let texts = [
      "", "Events", "12:00:03 onEnrollmentSuccess 200 Succeeded", "alex@contoso.com · managed",
      "漢字 and 會議 notes", "e\u{301}\u{302} mark", "a very long line that does not fit in the panel",
      "‹ Back · Enter opens", "🇩🇪 flag",
    ]
    let styles = [CellStyle.plain, CellStyle(bold: true), CellStyle(dim: true)]
    var generator = SystemRandomNumberGenerator()
    for round in 0..<(DrawingCache.lineLimit * 3) {
      let text = (texts.randomElement(using: &generator) ?? "") + (round % 5 == 0 ? "\(round)" : "")
      let style = styles.randomElement(using: &generator) ?? .plain
      let width = Int.random(in: 1...30, using: &generator)
      let x = Int.random(in: 0...(40 - width), using: &generator)
      var start = CellBuffer(width: 40, height: 2)
      start.put("ab漢cd會議ef漢字gh會議ij漢字kl會議mn漢字op", x: 0, y: 1)
      var filled = start
      filled.fill(x: x, y: 1, width: width, height: 1)
      filled.put(TextWrap.truncate(text, width: width), x: x, y: 1, style: style, maxWidth: width)
      var copied = start
      copied.copy(
        Rect(x: 0, y: 0, width: width, height: 1),
        from: drawings.line(text, style: style, width: width), toX: x, y: 1)
      #expect(copied == filled, "\(text) at \(x), \(width)")
    }
  }
}
