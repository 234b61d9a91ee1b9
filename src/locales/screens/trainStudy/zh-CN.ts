/** Texts of course study (/train/study, /train/study/introduce, /train/study/course). */
export default {
  'train.study.title': '课程学习',
  'train.study.subtitle': '在沙盘实训之前学习企业经营沙盘的规则、流程与报表分析。',
  'train.study.introduce': '课程介绍',
  'train.study.start': '开始学习',
  'train.study.continue': '继续学习',
  'train.study.review': '复习课程',
  'train.study.overall': '总体进度',
  'train.study.chapters': '课程章节',
  'train.study.sections': '{count} 节 · {minutes} 分钟',
  'train.study.finished': '已学完',
  'train.study.notStarted': '未学习',
  'train.study.inProgress': '学习中',
  'train.study.empty': '课程还没有章节',
  'train.study.learner': '查看学生',
  'train.study.learner.self': '我自己',
  'train.study.learner.placeholder': '选择要查看进度的学生',
  'train.study.learn': '学习',
  'train.study.notOffered.course': '课程章节与学习进度无法显示；课程介绍照常查看。',
  'train.study.notOffered.structure': '课程章节无法显示；课程介绍照常查看。',
  'train.study.notOffered.progress': '本节内容照常学习，学习进度无法保存。',
  'train.study.intro.title': '课程介绍',
  'train.study.intro.aboutTitle': '关于本课程',
  'train.study.intro.about':
    '《企业经营沙盘》用一家制造企业的完整经营过程，帮助你理解市场、生产、采购、财务之间的关系。课程与沙盘实训配套：先学规则与流程，再在实训中以小组和岗位的身份经营企业。',
  'train.study.intro.goalsTitle': '学习目标',
  'train.study.intro.goal.1': '理解企业经营的基本流程：从广告、订单到生产、交货与收款。',
  'train.study.intro.goal.2': '掌握沙盘规则：市场与产品、生产线与原料、贷款与财务。',
  'train.study.intro.goal.3': '读懂资产负债表与利润表，能用指标评价经营结果。',
  'train.study.intro.goal.4': '在小组中承担岗位职责，学会协作与决策。',
  'train.study.intro.structureTitle': '课程结构',
  'train.study.intro.howTitle': '如何学习',
  'train.study.intro.how':
    '按章节顺序学习每一节，学完后标记进度；进度会保存，可以随时继续。教师可以查看每位学生的学习进度。',
  'train.study.course.title': '课程内容',
  'train.study.course.pick': '请从左侧选择一节开始学习',
  'train.study.course.duration': '建议学习时长 {minutes} 分钟',
  'train.study.course.progress': '学习进度',
  'train.study.course.save': '保存进度',
  'train.study.course.finish': '我已学完本节',
  'train.study.course.saved': '学习进度已保存：{progress}%',
  'train.study.course.keep': '学习进度只增不减，已保存 {progress}%',
  'train.study.course.prev': '上一节',
  'train.study.course.next': '下一节',
  'train.study.content.none': '本节内容请参考教师提供的教学资料。',
  'train.study.content.1.1':
    '企业经营沙盘用一张“盘面”模拟一家制造企业：现金、生产线、原料、产品与订单都摆在桌面上。每个小组经营同一起点的企业，在同一个市场中竞争，比较谁经营得更好。',
  'train.study.content.1.2':
    '每组由总经理、财务总监、营销总监、生产总监（以及采购总监）组成。总经理统筹决策，其他岗位各管一块业务，但每一项决策都会影响全局，需要一起讨论。',
  'train.study.content.1.3':
    '盘面从左到右依次是营销区、生产区、物流区和财务区：营销区记录市场与订单，生产区摆放生产线和在制品，物流区是原料与产成品库存，财务区是现金、应收款和贷款。',
  'train.study.content.2.1':
    '每个市场需要先开拓、每个产品需要先研发才能参与选单。年初投放广告，广告额高者优先选单；所选订单必须在交货期内交付，否则年末按比例支付违约金。',
  'train.study.content.2.2':
    '生产线开工需要原料和加工费，原料要提前下单，按提前期到货并付款。不同生产线的价格、安装周期和产能不同，转产需要费用和时间。',
  'train.study.content.2.3':
    '贷款分长期和短期，额度按上一次结算时的所有者权益计算。每季支付利息，到期归还本金。现金不足以支付到期款项时企业破产。',
  'train.study.content.3.1':
    '年初先制定计划：预测需求、决定在哪些市场和产品上投放多少广告，然后在订货会上按排名轮流选单。',
  'train.study.content.3.2':
    '每个季度依次完成采购、生产、交货与融资，也可以投资市场开拓、产品研发和资质认证。注意保留足够现金支付季末的各项费用。',
  'train.study.content.3.3':
    '季末结算收回到期应收款、支付各项费用；年末另外计提折旧、计算所得税、收取违约金，并生成年度报表。',
  'train.study.content.4.1':
    '资产负债表反映某一时点企业拥有什么、欠了什么：资产总计等于负债与所有者权益合计。关注现金、应收款、存货和贷款的变化。',
  'train.study.content.4.2':
    '利润表反映一段时间的经营成果：销售收入减去直接成本得到毛利，再减去管理费用、折旧、财务费用和所得税，得到净利润。',
  'train.study.content.4.3':
    '常用指标包括市场占有率、产能利用率、毛利率、资产负债率和所有者权益增长。结合这些指标分析本组的优势与不足。',
} as Record<string, string>;
