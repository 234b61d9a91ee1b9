import Screen from '@/components/Screen';
import { useIntl } from '@umijs/max';
import { Button, Card, Col, Row, Space, Typography } from 'antd';
import { ItemList, ItemRow, ItemHeading } from '@/components/list/ItemList';
import BackButton from '@/components/BackButton';
import { formatNumber } from '@/utils/format';
import { goTo } from '@/utils/navigate';
import { NotOfferedNotice } from '@/features/backend/notOffered';
import { LoadedView } from '@/features/training/States';
import ProgressTag from '../ProgressTag';
import { chapterMinutes, summarize, useCourse } from '@/features/training/course';

const GOALS = [1, 2, 3, 4];

/** The course's introduction: what it is about, its goals, its chapters and how to study. */
export default function StudyIntroduce() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const course = useCourse();
  return (
    <Screen title={t('train.study.intro.title')} extra={<BackButton />}>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card title={t('train.study.intro.aboutTitle')} style={{ height: '100%' }}>
            <Typography.Paragraph>{t('train.study.intro.about')}</Typography.Paragraph>
            <Typography.Title level={5}>{t('train.study.intro.goalsTitle')}</Typography.Title>
            <ol style={{ paddingInlineStart: 20 }}>
              {GOALS.map((n) => (
                <li key={n}>{t(`train.study.intro.goal.${n}`)}</li>
              ))}
            </ol>
            <Typography.Title level={5}>{t('train.study.intro.howTitle')}</Typography.Title>
            <Typography.Paragraph>{t('train.study.intro.how')}</Typography.Paragraph>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('train.study.intro.structureTitle')} style={{ height: '100%' }}>
            <NotOfferedNotice
              call="study.courseList"
              detail={t('train.study.notOffered.structure')}
              style={{ marginBottom: 0 }}
            />
            {!course.notOffered && (
              <LoadedView loaded={course} isEmpty={(chapters) => chapters.length === 0} empty={t('train.study.empty')}>
                {(chapters) => {
                  const summary = summarize(chapters);
                  return (
                    <Space orientation="vertical" style={{ width: '100%' }}>
                      <ItemList
                        items={chapters}
                        row={(chapter) => (
                          <ItemRow extra={<ProgressTag progress={chapter.progress} />}>
                            <ItemHeading
                              title={chapter.chapterName}
                              description={`${chapter.sections.map((s) => s.sectionName).join('、')}（${t(
                                'train.study.sections',
                                {
                                  count: formatNumber(chapter.sections.length),
                                  minutes: formatNumber(chapterMinutes(chapter)),
                                },
                              )}）`}
                            />
                          </ItemRow>
                        )}
                      />
                      <Button type="primary" onClick={() => goTo('/train/study/course')}>
                        {t(summary.progress === 0 ? 'train.study.start' : 'train.study.continue')}
                      </Button>
                    </Space>
                  );
                }}
              </LoadedView>
            )}
          </Card>
        </Col>
      </Row>
    </Screen>
  );
}
