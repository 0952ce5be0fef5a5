import Screens
import TerminalUI
import Testing
@testable import Strings

/// Wrapping text with wide (CJK) characters: lines break between ideographs, never before closing
/// punctuation or after opening punctuation, and never exceed the width.
@Suite struct WideTextWrapTests {
  @Test func ideographsFillTheLineInsteadOfMovingWhole() {
    // "Contoso Notes" then a run of ideographs with no space: the run starts on the first line.
    let lines = TextWrap.lines("Contoso Notes 已关闭，以应用你的组织的设置。", width: 24)
    #expect(lines == ["Contoso Notes 已关闭，以", "应用你的组织的设置。"])
  }

  @Test func closingPunctuationNeverStartsALine() {
    // Ten columns: "一二三四五" fills it, so "，" goes down with the ideograph before it.
    let lines = TextWrap.lines("一二三四五，六七", width: 10)
    #expect(lines == ["一二三四", "五，六七"])
    for line in lines { #expect(!line.hasPrefix("，")) }
  }

  @Test func openingPunctuationNeverEndsALine() {
    let lines = TextWrap.lines("一二三“四五”", width: 8)
    #expect(lines == ["一二三", "“四五”"])
  }

  @Test func latinWordsInsideChineseStayWhole() {
    let lines = TextWrap.lines("以 alex@contoso.com 登录：请输入密码", width: 20)
    #expect(lines.first == "以 alex@contoso.com")
    #expect(lines.allSatisfy { CharacterWidth.of(text: $0) <= 20 })
  }

  @Test func noLineIsWiderThanTheWidthWhateverTheWidth() {
    let text = "你的组织现在会保护此应用中的组织数据。点按“确定”后应用将关闭，请重新打开以继续。(code 100)"
    for width in 1...40 {
      let lines = TextWrap.lines(text, width: width)
      for line in lines {
        #expect(CharacterWidth.of(text: line) <= max(width, 2), "width \(width): \(line)")
      }
      #expect(lines.joined().filter { $0 != " " } == text.filter { $0 != " " }, "width \(width)")
    }
  }
}
