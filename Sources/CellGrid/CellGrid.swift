/// CellGrid paints a `LayoutResult` onto a character grid. (Being built; see issue 4.)
public enum CellGridModule {}
